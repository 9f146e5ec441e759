import { createHash } from "node:crypto";
import { quoteReference } from "#contracts/api/quotes";
import { quoteMessages } from "#contracts/forms/quote-messages";
import { visitorLanguageOf } from "#contracts/forms/fields";
import type { QuotePayload } from "#contracts/forms/quote";
import { quoteTotals } from "#contracts/forms/quote-totals";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { fieldErrorOf } from "#server/lib/form-input";
import { isUniqueViolation } from "#server/lib/database-errors";
import type { FormServiceDeps } from "#server/lib/form-service-deps";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/mail/outbox-repository";
import { quoteConfirmation, quoteNotification } from "#server/mail/quote-templates";
import * as repo from "./quote-repository";

export type QuoteService = ReturnType<typeof createQuoteService>;

export interface QuoteReceipt {
  reference: string;
  /** True when this was a retry of a request already stored under the same Idempotency-Key. */
  replayed: boolean;
}

/** The request as stored in `details` and hashed: without the page's language, which is a column of its own. */
function storedRequest({ lang: _lang, ...request }: QuotePayload): QuotePayload {
  return request;
}

function requestHash(request: QuotePayload) {
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

/** Quote requests: the public form's write. */
export function createQuoteService({ db, groupCommit, config, mailWorker }: FormServiceDeps) {
  /** The answer for a key already used: the first answer when the request is the same, else 409. */
  async function replay(key: string, hash: string): Promise<QuoteReceipt | undefined> {
    const first = await repo.findByIdempotencyKey(db, key);
    if (!first) return undefined;
    if (first.request_hash !== hash)
      throw new HttpError(409, codedMessage(quoteMessages, "idempotencyConflict"), [
        fieldErrorOf(quoteMessages, "Idempotency-Key", "idempotencyConflict"),
      ]);
    return { reference: quoteReference(first.id, first.created_at), replayed: true };
  }

  return {
    /**
     * Stores a quote request with the server's own totals and the page's language, and queues the buyer's
     * summary (in that language) and the staff notification in the same transaction
     * (docs/decisions/005-forms-and-mail-outbox.md).
     */
    async create(quote: QuotePayload, ip: string, idempotencyKey?: string): Promise<QuoteReceipt> {
      const lang = visitorLanguageOf(quote);
      const request = storedRequest(quote);
      // The same request sent again from a page in another language is still a retry of the first.
      const hash = requestHash(request);
      if (idempotencyKey) {
        const earlier = await replay(idempotencyKey, hash);
        if (earlier) return earlier;
      }
      const totals = quoteTotals(quote.mode, quote.packages, quote.containers);
      const now = new Date();
      const at = nowIso(now);
      try {
        const reference = await groupCommit.run(async (trx) => {
          const row = await repo.insertQuote(trx, {
            mode: quote.mode,
            direction: quote.direction,
            origin: quote.origin,
            destination: quote.destination,
            incoterm: quote.incoterm,
            ready_date: quote.readyDate,
            name: quote.name,
            company: quote.company,
            email: quote.email,
            phone: quote.phone,
            gross_kg: totals.grossKg,
            volume_m3: totals.volumeM3,
            chargeable_kg: totals.chargeableKg,
            details: JSON.stringify(request),
            lang,
            idempotency_key: idempotencyKey ?? null,
            request_hash: hash,
            ip,
            created_at: at,
            updated_at: at,
          });
          const reference = quoteReference(row.id, row.created_at);
          await queueMail(trx, quoteConfirmation(config, reference, request, totals, lang), now);
          await queueMail(trx, quoteNotification(config, reference, request, totals), now);
          return reference;
        });
        mailWorker.wake();
        return { reference, replayed: false };
      } catch (error) {
        // Two submits with one key at once: the other one won; answer as its retry.
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await replay(idempotencyKey, hash);
          if (earlier) return earlier;
        }
        throw error;
      }
    },
  };
}
