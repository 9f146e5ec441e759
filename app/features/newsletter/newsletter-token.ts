import type { FormAnswer } from "#contracts/forms/api";

export type TokenOutcome =
  | { kind: "done"; message?: string }
  | { kind: "invalid"; message?: string }
  /** Network failure, rate limit or server error: nothing changed, the visitor may retry. */
  | { kind: "unavailable" };

/** POSTs `{ token }` to a double opt-in endpoint (confirm or unsubscribe) and sorts the answer. */
export async function postToken(path: string, token: string): Promise<TokenOutcome> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ token }),
    });
    const body = (await response.json().catch(() => null)) as FormAnswer | null;
    const message = typeof body?.message === "string" && body.message ? body.message : undefined;
    if (response.ok && body?.success !== false) return { kind: "done", message };
    if (response.status === 400 || response.status === 404 || response.status === 410) return { kind: "invalid", message };
    return { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
}
