import type { FormAnswer } from "#contracts/forms/api";

/** `code`: the server's answer (contracts/forms/newsletter-messages.ts), shown in the page's language. */
export type TokenOutcome =
  | { kind: "done"; code?: string }
  | { kind: "invalid"; code?: string }
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
    const code = typeof body?.code === "string" && body.code ? body.code : undefined;
    if (response.ok && body?.success !== false) return { kind: "done", code };
    if (response.status === 400 || response.status === 404 || response.status === 410) return { kind: "invalid", code };
    return { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
}
