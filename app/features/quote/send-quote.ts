import type { FieldError, FormAnswer } from "#contracts/forms/api";
import { quotesPath, type QuoteInput } from "#contracts/forms/quote";
import { quoteMessages } from "#contracts/forms/quote-messages";
import { codesOf } from "#contracts/i18n/codes";
import { readStored, removeStored, writeStored } from "#app/lib/storage";
import { visitorLanguage } from "#app/i18n/visitor-language";

const m = codesOf(quoteMessages);

/** `code`: the quote form's message (contracts/forms/quote-messages.ts), shown in the page's language. */
export type QuoteOutcome = { ok: true; reference: string } | { ok: false; code: string; message?: string; errors: FieldError[] };

const PENDING_KEY = "quote:pending";

/**
 * The Idempotency-Key for this body: the same one while the buyer resends the same request (a lost
 * answer, a reload), a new one as soon as the request changes (docs/decisions/019-idempotent-quote-requests.md).
 */
function keyFor(body: string): string {
  try {
    const pending = JSON.parse(readStored(PENDING_KEY, "session") ?? "null") as { key: string; body: string } | null;
    if (pending && pending.body === body) return pending.key;
  } catch {
    /* a new key below */
  }
  const key = crypto.randomUUID();
  writeStored(PENDING_KEY, JSON.stringify({ key, body }), "session");
  return key;
}

/** POST /api/quotes with the honeypot's value. */
/** `lang` is the page's language: the acknowledgement e-mail is written in it. */
export async function sendQuote(input: QuoteInput, website: string, lang?: string): Promise<QuoteOutcome> {
  const body = JSON.stringify({ ...input, website, ...visitorLanguage(lang) });
  try {
    const response = await fetch(quotesPath, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": keyFor(body) },
      body,
    });
    const answer = (await response.json().catch(() => null)) as (FormAnswer & { reference?: string }) | null;
    if (response.ok && answer?.success !== false && typeof answer?.reference === "string") {
      removeStored(PENDING_KEY, "session");
      return { ok: true, reference: answer.reference };
    }
    const message = typeof answer?.message === "string" && answer.message ? answer.message : undefined;
    const code = typeof answer?.code === "string" && answer.code ? answer.code : message ? "" : m.failed;
    return { ok: false, code, message, errors: Array.isArray(answer?.errors) ? answer.errors : [] };
  } catch {
    return { ok: false, code: m.network, errors: [] };
  }
}
