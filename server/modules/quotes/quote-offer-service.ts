import {
  quoteOfferLimits,
  type DeclineReason,
  type QuoteAcceptRequest,
  type QuoteAskRequest,
  type QuoteDeclineRequest,
  type QuoteOfferState,
} from "#contracts/api/quote-offer";
import { quoteReference, quoteTransitions, type QuoteOffer, type QuoteStatus } from "#contracts/api/quotes";
import { earliestReadyDate, type QuotePayload } from "#contracts/forms/quote";
import { quoteOfferMessages } from "#contracts/forms/quote-offer-messages";
import { quoteTotals, type QuoteTotals } from "#contracts/forms/quote-totals";
import type { MessageId } from "#contracts/i18n/catalogue";
import type { LanguageCode } from "#contracts/languages";
import type { QuoteOfferView } from "#contracts/quote-offer-reader";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { codedMessage, englishOf } from "#server/i18n/english";
import type { FormServiceDeps } from "#server/lib/form-service-deps";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { quoteAcceptedMail, quoteAnswerNotification, quoteSummary, type QuoteAcceptance } from "#server/mail/quote-templates";
import { copyOf, formatsOf } from "#server/mail/visitor-copy";
import * as repo from "./quote-repository";
import { quoteOffer, quotePayload } from "./quote-mapper";
import { hashLinkToken } from "#server/lib/link-token";
import { quoteContact } from "./quote-reply-to";

/** A quote the buyer has just accepted online: what a shipment is made from. */
export interface AcceptedQuote {
  id: number;
  reference: string;
  /** The request as the buyer sent it: mode, direction, route, cargo, extras and the buyer's contacts. */
  request: QuotePayload;
  totals: QuoteTotals;
  offer: QuoteOffer;
  acceptance: QuoteAcceptance;
  /** The language of the buyer's mails. */
  lang: LanguageCode;
  /** The salesperson the quote is assigned to (a staff_users id), or null. */
  assignedTo: number | null;
}

/**
 * Called inside the acceptance's transaction, after the quote is won and before the buyer's mails are queued: what it
 * writes commits with the acceptance, and if it throws nothing is accepted. The shipments module provides it (issue 31,
 * item 2); `server/app.ts` hands it to the quote plugin.
 */
export type CreateShipmentFromQuote = (trx: Db, quote: AcceptedQuote) => Promise<{ trackingPath: string }>;

export interface QuoteOfferDeps extends Pick<FormServiceDeps, "db" | "config" | "mailWorker"> {
  createShipmentFromQuote?: CreateShipmentFromQuote;
}

export type QuoteOfferService = ReturnType<typeof createQuoteOfferService>;

/** The English words of a decline reason (the page's own label), for the desk's lost reason and mail. */
const declineReasonIds = {
  price: "quoteOffer.decline.reasons.price",
  "transit-time": "quoteOffer.decline.reasons.transit-time",
  "other-provider": "quoteOffer.decline.reasons.other-provider",
  cancelled: "quoteOffer.decline.reasons.cancelled",
  other: "quoteOffer.decline.reasons.other",
} as const satisfies Record<DeclineReason, MessageId>;

export function declineReasonLabel(reason: DeclineReason): string {
  return englishOf(declineReasonIds[reason]);
}

type LinkedQuote = NonNullable<Awaited<ReturnType<typeof repo.findQuoteByOfferLink>>>;

/** Where a link stands at `now`; only `open` takes an answer. */
function stateOf(row: LinkedQuote, now: Date): QuoteOfferState {
  const byStatus: Record<QuoteStatus, QuoteOfferState | null> = {
    won: "accepted",
    lost: row.declined_reason ? "declined" : "closed",
    new: "revising",
    "in-review": "revising",
    quoted: null,
  };
  const settled = byStatus[row.status];
  if (settled) return settled;
  const expired = nowIso(now) >= row.link_expires_at || (row.valid_until !== null && row.valid_until < earliestReadyDate(now));
  return expired ? "expired" : "open";
}

/** The answer to a post on a link that takes none any more. */
const refusals: Record<Exclude<QuoteOfferState, "open">, { status: number; code: keyof typeof quoteOfferMessages }> = {
  accepted: { status: 409, code: "offerAccepted" },
  declined: { status: 409, code: "offerDeclined" },
  expired: { status: 410, code: "offerExpired" },
  closed: { status: 409, code: "offerClosed" },
  revising: { status: 409, code: "offerClosed" },
};

function refused(state: Exclude<QuoteOfferState, "open">): HttpError {
  const { status, code } = refusals[state];
  return new HttpError(status, codedMessage(quoteOfferMessages, code));
}

/**
 * The buyer's side of a priced quote (issue 31): the page its personal link opens, and the three answers. Each answer
 * moves the quote through the workflow's own rule (contracts/api/quotes.ts, quoteTransitions), only from `quoted`, in
 * one transaction with its notes and mails (docs/decisions/005-forms-and-mail-outbox.md).
 */
export function createQuoteOfferService({ db, config, mailWorker, createShipmentFromQuote }: QuoteOfferDeps) {
  async function linked(token: string) {
    const row = await repo.findQuoteByOfferLink(db, hashLinkToken(token));
    if (!row) throw new HttpError(404, codedMessage(quoteOfferMessages, "linkInvalid"));
    return row;
  }

  /** The quote behind an open link, with its offer; the refusal for any other. */
  async function open(token: string, now: Date) {
    const row = await linked(token);
    const state = stateOf(row, now);
    const offer = quoteOffer(row);
    if (state !== "open") throw refused(state);
    if (!offer) throw refused("revising");
    return { row, offer };
  }

  /** A move from `quoted` that lost a race (the desk or another tab acted first): the refusal for where it is now. */
  async function raced(token: string, now: Date): Promise<HttpError> {
    const state = stateOf(await linked(token), now);
    return refused(state === "open" ? "closed" : state);
  }

  function allows(to: QuoteStatus) {
    if (!quoteTransitions.quoted.includes(to)) throw new Error(`The workflow has no move from quoted to ${to}`);
  }

  return {
    async view(token: string, lang: LanguageCode, now = new Date()): Promise<QuoteOfferView | null> {
      if (!token || token.length > quoteOfferLimits.tokenMax) return null;
      const row = await repo.findQuoteByOfferLink(db, hashLinkToken(token));
      const offer = row && quoteOffer(row);
      if (!row || !offer) return null;
      const request = quotePayload(row);
      const copy = copyOf(lang);
      const format = formatsOf(lang);
      return {
        state: stateOf(row, now),
        reference: quoteReference(row.id, row.created_at),
        name: row.name,
        company: row.company,
        price: format.price(offer),
        validUntil: format.date(offer.validUntil),
        terms: offer.terms,
        summary: quoteSummary(request, quoteTotals(request.mode, request.packages, request.containers), copy, format).map(
          ([label, value]) => ({ label, value }),
        ),
        acceptance:
          row.status === "won" && row.accepted_name && row.accepted_at
            ? { name: row.accepted_name, date: format.date(row.accepted_at.slice(0, 10)) }
            : null,
      };
    },

    /**
     * Wins the quote for the buyer who signed, records who, their purchase-order number and when, creates the shipment
     * (when the shipments module is wired), and mails the buyer's confirmation and the salesperson's notice.
     */
    async accept(input: QuoteAcceptRequest, now = new Date()) {
      allows("won");
      const { row, offer } = await open(input.token, now);
      const at = nowIso(now);
      const acceptance: QuoteAcceptance = { name: input.name, purchaseOrder: input.purchaseOrder || null, at };
      const request = quotePayload(row);
      const reference = quoteReference(row.id, row.created_at);
      const contact = quoteContact(row, config);
      const moved = await db.transaction().execute(async (trx) => {
        const change = { status: "won" as const, accepted_name: acceptance.name, accepted_po: acceptance.purchaseOrder, accepted_at: at };
        if (!(await repo.moveStatus(trx, row.id, "quoted", change))) return false;
        const shipment = await createShipmentFromQuote?.(trx, {
          id: row.id,
          reference,
          request,
          totals: quoteTotals(request.mode, request.packages, request.containers),
          offer,
          acceptance,
          lang: row.lang,
          assignedTo: row.assigned_to,
        });
        const trackingLink = shipment && `${config.publicUrl}${shipment.trackingPath}`;
        await queueMail(trx, quoteAcceptedMail(config, reference, request, offer, acceptance, row.lang, contact, trackingLink), now);
        await queueMail(
          trx,
          quoteAnswerNotification(config, reference, row, { kind: "accepted", acceptance, price: formatsOf("en").price(offer) }, contact),
          now,
        );
        return true;
      });
      if (!moved) throw await raced(input.token, now);
      mailWorker.wake();
      return codedMessage(quoteOfferMessages, "accepted");
    },

    /** Loses the quote with the buyer's reason (the desk's lost reason says it in English) and tells the salesperson. */
    async decline(input: QuoteDeclineRequest, now = new Date()) {
      allows("lost");
      const { row } = await open(input.token, now);
      const details = input.details || null;
      const reason = declineReasonLabel(input.reason);
      const lostReason = englishOf("staff.mail.offer.declinedOnline", { reason: details ? `${reason}. ${details}` : reason });
      const moved = await db.transaction().execute(async (trx) => {
        const change = { status: "lost" as const, lost_reason: lostReason, declined_reason: input.reason, declined_at: nowIso(now) };
        if (!(await repo.moveStatus(trx, row.id, "quoted", change))) return false;
        const notice = quoteAnswerNotification(
          config,
          quoteReference(row.id, row.created_at),
          row,
          { kind: "declined", reason, details },
          quoteContact(row, config),
        );
        await queueMail(trx, notice, now);
        return true;
      });
      if (!moved) throw await raced(input.token, now);
      mailWorker.wake();
      return codedMessage(quoteOfferMessages, "declined");
    },

    /** Keeps the buyer's question as a note of theirs on the quote, and mails it to the salesperson, Reply-To the buyer. */
    async ask(input: QuoteAskRequest, now = new Date()) {
      const { row } = await open(input.token, now);
      await db.transaction().execute(async (trx) => {
        await repo.addNote(trx, row.id, null, input.question, nowIso(now));
        const notice = quoteAnswerNotification(
          config,
          quoteReference(row.id, row.created_at),
          row,
          { kind: "question", question: input.question },
          quoteContact(row, config),
        );
        await queueMail(trx, notice, now);
      });
      mailWorker.wake();
      return codedMessage(quoteOfferMessages, "questionSent");
    },
  };
}
