/**
 * The footer form's check and call, loaded when the visitor starts typing
 * (the schema module brings zod, which every page should not download).
 */
import { newsletterMessages as m } from "#contracts/forms/messages";
import { newsletterEmailRule, newsletterPaths, type NewsletterSubscribeResponse } from "#contracts/forms/newsletter";

export type SubscribeOutcome =
  | { ok: true }
  /** `toast` is absent when the browser's own check refused the address. */
  | { ok: false; message: string; toast?: string };

export function checkEmail(email: string): string | null {
  return newsletterEmailRule(email.trim());
}

/** POST /api/newsletter/subscribe and the spec 8 reading of its answer: field message and toast title. */
export async function subscribe(payload: { email: string; source: string; website: string }): Promise<SubscribeOutcome> {
  let response: Response;
  try {
    response = await fetch(newsletterPaths.subscribe, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, message: m.network, toast: m.networkToast };
  }
  if (response.status === 409) return { ok: false, message: m.alreadySubscribed, toast: m.alreadySubscribedToast };
  if (response.status === 429) return { ok: false, message: m.tooManyAttempts, toast: m.tooManyAttemptsToast };
  const body = (await response.json().catch(() => null)) as Partial<NewsletterSubscribeResponse> | null;
  if (response.ok && body?.success !== false) return { ok: true };
  return { ok: false, message: (typeof body?.message === "string" && body.message) || m.failed, toast: m.failedToast };
}
