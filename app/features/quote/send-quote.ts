import type { FieldError, FormAnswer } from "#contracts/forms/api";
import { quotesPath, type QuoteInput } from "#contracts/forms/quote";
import { quoteMessages as m } from "#contracts/forms/quote-messages";
import { readStored, removeStored, writeStored } from "#app/lib/storage";
import { visitorLanguage } from "#app/i18n/visitor-language";

export type QuoteOutcome = { ok: true; reference: string } | { ok: false; message: string; errors: FieldError[] };

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
    const message = typeof answer?.message === "string" && answer.message ? answer.message : m.failed;
    return { ok: false, message, errors: Array.isArray(answer?.errors) ? answer.errors : [] };
  } catch {
    return { ok: false, message: m.network, errors: [] };
  }
}
