import {
  formatQuotePrice,
  quoteReference,
  quoteTransitions,
  type QuoteDetail,
  type QuoteOffer,
  type QuoteSummary,
} from "#contracts/api/quotes";
import { quoteDirectionLabels, quoteModeLabels, type QuotePayload } from "#contracts/forms/quote";
import { basisFor, quoteTotals } from "#contracts/forms/quote-totals";
import { chargeableBasisLabels } from "#contracts/freight-basis";
import { englishOf } from "#server/i18n/english";
import { toStaffNote, type StaffNoteRow } from "#server/lib/staff-notes";
import { contactLines, quoteSummary } from "#server/mail/quote-templates";
import type { QuoteRow } from "./quote-repository";

/** The one mapping from quote rows to the API's shapes. */

/** The stored request (validated before it was stored, so it is read as it was written). */
export function quotePayload(row: Pick<QuoteRow, "details">): QuotePayload {
  return JSON.parse(row.details) as QuotePayload;
}

/** The offer recorded when the quote moved to `quoted`; null before. */
export function quoteOffer(row: QuoteRow): QuoteOffer | null {
  if (row.price === null || row.price_currency === null || row.valid_until === null) return null;
  return { price: row.price, currency: row.price_currency as QuoteOffer["currency"], validUntil: row.valid_until, terms: row.terms ?? "" };
}

export function toQuoteSummary(row: QuoteRow): QuoteSummary {
  return {
    id: row.id,
    reference: quoteReference(row.id, row.created_at),
    status: row.status,
    mode: row.mode,
    direction: row.direction,
    origin: row.origin,
    destination: row.destination,
    name: row.name,
    company: row.company,
    email: row.email,
    chargeableKg: row.chargeable_kg,
    assignee:
      row.assigned_to !== null && row.assignee_email !== null
        ? { id: row.assigned_to, email: row.assignee_email, name: row.assignee_name }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toQuoteDetail(row: QuoteRow, notes: StaffNoteRow[]): QuoteDetail {
  const quote = quotePayload(row);
  const basis = basisFor(row.mode);
  return {
    ...toQuoteSummary(row),
    phone: row.phone,
    request: [...contactLines(quote), ...quoteSummary(quote, quoteTotals(quote.mode, quote.packages, quote.containers))].map(
      ([label, value]) => ({
        label,
        value,
      }),
    ),
    totals: {
      grossKg: row.gross_kg,
      volumeM3: row.volume_m3,
      chargeableKg: row.chargeable_kg,
      basis: basis && row.chargeable_kg !== null ? englishOf(chargeableBasisLabels[basis]) : null,
    },
    offer: quoteOffer(row),
    lostReason: row.lost_reason,
    acceptance:
      row.accepted_name !== null && row.accepted_at !== null
        ? { name: row.accepted_name, purchaseOrder: row.accepted_po, at: row.accepted_at }
        : null,
    decline: row.declined_reason !== null && row.declined_at !== null ? { reason: row.declined_reason, at: row.declined_at } : null,
    sentAt: row.sent_at,
    lang: row.lang,
    notes: notes.map(toStaffNote),
    allowedStatuses: [...quoteTransitions[row.status]],
  };
}

/** The CSV export's columns. */
export const quoteCsvHeader = [
  "Reference",
  "Received",
  "Status",
  "Mode",
  "Direction",
  "From",
  "To",
  "Company",
  "Name",
  "Email",
  "Phone",
  "Gross kg",
  "Volume m3",
  "Chargeable kg",
  "Price",
  "Valid until",
  "Assigned to",
  "Quote sent",
];

export function toQuoteCsvRow(row: QuoteRow) {
  const offer = quoteOffer(row);
  return [
    quoteReference(row.id, row.created_at),
    row.created_at,
    row.status,
    englishOf(quoteModeLabels[row.mode]),
    englishOf(quoteDirectionLabels[row.direction]),
    row.origin,
    row.destination,
    row.company,
    row.name,
    row.email,
    row.phone,
    row.gross_kg,
    row.volume_m3,
    row.chargeable_kg,
    offer ? formatQuotePrice(offer) : null,
    row.valid_until,
    row.assignee_email,
    row.sent_at,
  ];
}
