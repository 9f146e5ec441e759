import type { StaffUser } from "#contracts/api/auth";
import {
  quoteMessages as messages,
  quoteReference,
  quoteStatuses,
  quoteStatusLabels,
  quoteTransitions,
  type QuoteDetail,
  type QuoteStatusRequest,
} from "#contracts/api/quotes";
import type { StaffNote } from "#contracts/api/notes";
import type { QuoteStats } from "#contracts/api/stats";
import { earliestReadyDate } from "#contracts/forms/quote";
import { quoteTotals } from "#contracts/forms/quote-totals";
import { HttpError } from "#server/errors";
import { countsBy, totalOf } from "#server/lib/daily-counts";
import { isForeignKeyViolation } from "#server/lib/database-errors";
import type { FormServiceDeps } from "#server/lib/form-service-deps";
import { newStaffNote } from "#server/lib/staff-notes";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { quoteOfferMail } from "#server/mail/quote-templates";
import * as repo from "./quote-repository";
import { quoteCsvHeader, quoteOffer, quotePayload, toQuoteCsvRow, toQuoteDetail, toQuoteSummary } from "./quote-mapper";
import { lastWeeks, weeklyCounts } from "./quote-weeks";
import { quotePersonalData } from "./quote-personal-data";
import { hashLinkToken, newLinkToken } from "#server/lib/link-token";
import { offerLinkExpiry, offerLinkUrl } from "./quote-offer-link";
import { quoteContact } from "./quote-reply-to";

export type QuoteStaffService = ReturnType<typeof createQuoteStaffService>;

/** The columns a move writes besides the status: the offer when quoted, the reason when lost. */
function recordedWith(request: QuoteStatusRequest) {
  if (request.status === "quoted")
    return { price: request.price, price_currency: request.currency, valid_until: request.validUntil, terms: request.terms };
  if (request.status === "lost") return { lost_reason: request.reason };
  // Reopened: the buyer's decline through the link belongs to the quote as it was.
  if (request.status === "in-review") return { declined_reason: null, declined_at: null };
  return {};
}

/** The sales desk's work on quote requests: list, CSV, detail, workflow, assignment, notes, sending the quote. */
export function createQuoteStaffService({ db, config, mailWorker }: Pick<FormServiceDeps, "db" | "config" | "mailWorker">) {
  async function found(id: number) {
    const row = await repo.findQuote(db, id);
    if (!row) throw new HttpError(404, messages.notFound);
    return row;
  }

  async function detail(id: number): Promise<QuoteDetail> {
    const row = await found(id);
    return toQuoteDetail(row, await repo.listNotes(db, id));
  }

  return {
    /** Its part of a data-subject request (the people module). */
    personalData: quotePersonalData,

    async list(query: repo.QuoteFilters & { page: number; limit: number }) {
      const { page, limit, ...filters } = query;
      const { rows, total } = await repo.listQuotes(db, filters, page, limit);
      return { rows: rows.map(toQuoteSummary), total };
    },

    csvHeader: quoteCsvHeader,
    async csvRows(filters: repo.QuoteFilters) {
      return (await repo.exportQuotes(db, filters)).map(toQuoteCsvRow);
    },

    detail,

    /** One step of the workflow; 409 (and nothing written) for a move the workflow does not allow from here. */
    async changeStatus(id: number, request: QuoteStatusRequest, now = new Date()): Promise<QuoteDetail> {
      const current = await found(id);
      const to = request.status;
      if (request.status === "quoted" && request.validUntil < earliestReadyDate(now))
        throw new HttpError(400, messages.validUntilPast, [
          { field: "validUntil", code: "validUntilPast", message: messages.validUntilPast },
        ]);
      const allowed = quoteTransitions[current.status].includes(to);
      if (!allowed || !(await repo.moveStatus(db, id, current.status, { status: to, ...recordedWith(request) })))
        throw new HttpError(
          409,
          `This quote is ${quoteStatusLabels[current.status].toLowerCase()} and cannot move to ${quoteStatusLabels[to].toLowerCase()}. Reload to see its current status.`,
        );
      return detail(id);
    },

    /** Assigns the quote to a member of staff (the route checks they may take quotes) or to nobody. */
    async assign(id: number, staffId: number | null): Promise<QuoteDetail> {
      const done = await repo.assign(db, id, staffId).catch((error: unknown) => {
        // The account was deleted between the route's check and this write.
        if (isForeignKeyViolation(error))
          throw new HttpError(400, messages.notAssignable, [{ field: "staffId", code: "notAssignable", message: messages.notAssignable }]);
        throw error;
      });
      if (!done) throw new HttpError(404, messages.notFound);
      return detail(id);
    },

    async addNote(id: number, author: StaffUser, body: string): Promise<StaffNote> {
      const note = await repo.addNote(db, id, author.id, body).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      });
      if (!note) throw new HttpError(404, messages.notFound);
      return newStaffNote(note, author, body);
    },

    /**
     * Mails the priced quote to the buyer with a new personal link (issue 31; the link mailed before stops working),
     * and records when, in one transaction: the mail exists exactly when the record and the link do
     * (docs/decisions/005-forms-and-mail-outbox.md). 409 unless the quote is quoted.
     */
    async send(id: number, now = new Date()): Promise<QuoteDetail> {
      const row = await found(id);
      const offer = quoteOffer(row);
      if (row.status !== "quoted" || !offer) throw new HttpError(409, messages.notQuoted);
      const quote = quotePayload(row);
      const token = newLinkToken();
      // In the language the request was sent in (issue 13); the buyer's reply reaches whoever has the quote (issue 28).
      const mail = quoteOfferMail(
        config,
        quoteReference(row.id, row.created_at),
        quote,
        quoteTotals(quote.mode, quote.packages, quote.containers),
        offer,
        offerLinkUrl(config, row.lang, token),
        row.lang,
        quoteContact(row, config),
      );
      const at = nowIso(now);
      const sent = await db.transaction().execute(async (trx) => {
        if (!(await repo.markSent(trx, id, at))) return false;
        await repo.replaceOfferLink(trx, id, hashLinkToken(token), offerLinkExpiry(offer.validUntil), at);
        await queueMail(trx, mail, now);
        return true;
      });
      // It moved on (won, lost, back to review) since it was read: nothing was queued.
      if (!sent) throw new HttpError(409, messages.notQuoted);
      mailWorker.wake();
      return detail(id);
    },

    async remove(id: number) {
      return repo.deleteQuote(db, id);
    },

    /** The dashboard's figures: by status, per week over the last 12 weeks, and the share of decided quotes won. */
    async stats(now = new Date()): Promise<QuoteStats> {
      const weeks = lastWeeks(now);
      const [statuses, days] = await Promise.all([repo.countByStatus(db), repo.countByDaySince(db, weeks[0]!)]);
      const byStatus = countsBy(quoteStatuses, statuses);
      const decided = byStatus.won + byStatus.lost;
      return {
        total: totalOf(statuses),
        byStatus,
        byWeek: weeklyCounts(weeks, days),
        wonShare: decided === 0 ? null : byStatus.won / decided,
      };
    },
  };
}
