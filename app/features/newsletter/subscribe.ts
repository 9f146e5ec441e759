/**
 * The footer form's check and call, loaded when the visitor starts typing
 * (the schema module brings zod, which every page should not download).
 */
import { newsletterMessages } from "#contracts/forms/newsletter-messages";
import { codesOf } from "#contracts/i18n/codes";
import type { SubscribeResponse } from "#contracts/api/newsletter";
import type { ApiFailure } from "#contracts/api/responses";
import { newsletterEmailRule, newsletterPaths } from "#contracts/forms/newsletter";

export { newsletterSource } from "#contracts/forms/newsletter";

const m = codesOf(newsletterMessages);

/** Codes of the newsletter's messages (contracts/forms/newsletter-messages.ts), shown in the page's language. */
export type SubscribeOutcome =
  /** `code`: the server's answer (a fresh email is on its way, or one was sent less than a minute ago). */
  | { ok: true; code: string; message?: string }
  /** `toast` is absent when the browser's own check refused the address; `message`, the server's words if any. */
  | { ok: false; code: string; message?: string; toast?: string };

export function checkEmail(email: string): string | null {
  return newsletterEmailRule(email.trim());
}

/**
 * POST /api/newsletter/subscribe and the reading of its answer that docs/product/product-spec.md §8 gives:
 * field message and toast title.
 */
/** `lang` is the page's language when not English: the confirmation e-mail is written in it. */
export async function subscribe(payload: { email: string; source: string; website: string; lang?: string }): Promise<SubscribeOutcome> {
  let response: Response;
  try {
    response = await fetch(newsletterPaths.subscribe, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, code: m.network, toast: m.networkToast };
  }
  if (response.status === 409) return { ok: false, code: m.alreadySubscribed, toast: m.alreadySubscribedToast };
  if (response.status === 429) return { ok: false, code: m.tooManyAttempts, toast: m.tooManyAttemptsToast };
  const body = (await response.json().catch(() => null)) as Partial<SubscribeResponse | ApiFailure> | null;
  const code = typeof body?.code === "string" && body.code ? body.code : undefined;
  const message = typeof body?.message === "string" && body.message ? body.message : undefined;
  if (response.ok && body?.success !== false) return { ok: true, code: code ?? m.success, message };
  return { ok: false, code: code ?? (message ? "" : m.failed), message, toast: m.failedToast };
}
