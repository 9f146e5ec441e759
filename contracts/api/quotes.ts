/**
 * Quote requests: the public POST /api/quotes (the rules of contracts/forms/quote.ts) and the sales
 * desk's endpoints behind sign-in (list, CSV, detail, workflow, assignment, notes, sending the quote).
 */
import { z } from "zod/mini";
import { LanguageCodeSchema } from "../forms/fields";
import { HONEYPOT_FIELD } from "../forms/limits";
import {
  cargoCurrencies,
  isCalendarDate,
  quoteDirections,
  quoteFieldsSchema,
  quoteLimits,
  quoteModes,
  quoteRulesBetweenFields,
} from "../forms/quote";
import { dateRangeFilters, enumFilter, type ListInput, ListQuerySchema, nulMessage, SearchQuerySchema, withoutNul } from "./list-query";
import { StaffNoteSchema } from "./notes";
import { declineReasons } from "./quote-offer";

export const quoteStatuses = ["new", "in-review", "quoted", "won", "lost"] as const;
export const QuoteStatusSchema = z.enum(quoteStatuses);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

/**
 * The JSON body of POST /api/quotes: the form's fields and the honeypot, each field's rule and the rules
 * between fields (containers for FCL, a UN number for dangerous goods, …): the route validates with it alone.
 */
export const QuoteFormSchema = z.extend(quoteFieldsSchema, { [HONEYPOT_FIELD]: z.optional(z.string()) }).check(quoteRulesBetweenFields);

/** Optional `Idempotency-Key`: the same key with the same body answers the first answer again. */
export const QuoteHeadersSchema = z.object({
  "idempotency-key": z.optional(z.string().check(z.minLength(1), z.maxLength(quoteLimits.idempotencyKeyMax))),
});

/** 201: the request is stored (or was, under the same Idempotency-Key); `reference` is what the buyer quotes back. */
export const QuoteCreatedSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  message: z.string(),
  /** TGL-Q-<year>-<number, 6 digits at least>. */
  reference: z.string(),
});
export type QuoteCreated = z.infer<typeof QuoteCreatedSchema>;

/** A quote's human reference: the year it came in and its number. */
export function quoteReference(id: number, createdAt: string): string {
  return `TGL-Q-${createdAt.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

/** The number in a reference ("TGL-Q-2026-000123" or "tgl-q-2026-123" → 123), or null. */
export function quoteIdFromReference(text: string): number | null {
  const match = /^TGL-Q-\d{4}-(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The workflow new → in review → quoted → won | lost. A request can be lost before it is priced (the
 * buyer withdraws), a quote sent back to review to be priced again, and a lost one reopened; won is
 * final. Any other move answers 409 and changes nothing.
 */
export const quoteTransitions: Record<QuoteStatus, readonly QuoteStatus[]> = {
  new: ["in-review", "lost"],
  "in-review": ["quoted", "lost"],
  quoted: ["won", "lost", "in-review"],
  won: [],
  lost: ["in-review"],
};

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  new: "New",
  "in-review": "In review",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** The currencies a quote is priced in: those the request form offers for the cargo value. */
export const quoteCurrencies = cargoCurrencies;
export const staffQuoteLimits = { priceMax: 1_000_000_000, termsMax: 2000, reasonMax: 500 } as const;

/** Filters of the list and its CSV; from/to are the day the request was received. */
const quoteFilters = {
  status: enumFilter(quoteStatuses, "Choose a valid status"),
  mode: enumFilter(quoteModes, "Choose a valid mode"),
  direction: enumFilter(quoteDirections, "Choose a valid direction"),
  ...dateRangeFilters,
};

/** GET /api/quotes?page&limit&q&status&mode&direction&from&to; q is a reference, or part of a company or email. */
export const QuoteListQuerySchema = z.extend(ListQuerySchema, quoteFilters);
export type QuoteListQuery = ListInput<typeof QuoteListQuerySchema>;

/** GET /api/quotes/export.csv with the list's filters, every matching row. */
export const QuoteExportQuerySchema = z.extend(SearchQuerySchema, quoteFilters);
export type QuoteExportQuery = z.input<typeof QuoteExportQuerySchema>;

export const QuoteAssigneeSchema = z.object({ id: z.number(), email: z.string(), name: z.nullable(z.string()) });
export type QuoteAssignee = z.infer<typeof QuoteAssigneeSchema>;

/** A row of GET /api/quotes. */
export const QuoteSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: QuoteStatusSchema,
  mode: z.enum(quoteModes),
  direction: z.enum(quoteDirections),
  origin: z.string(),
  destination: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  /** Kilograms; null for a full container load, priced per box. */
  chargeableKg: z.nullable(z.number()),
  assignee: z.nullable(QuoteAssigneeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

/** The priced quote, once the request has been quoted. */
export const QuoteOfferSchema = z.object({
  price: z.number(),
  currency: z.enum(quoteCurrencies),
  /** YYYY-MM-DD: the last day the price holds. */
  validUntil: z.string(),
  terms: z.string(),
});
export type QuoteOffer = z.infer<typeof QuoteOfferSchema>;

/** A price as the customer and the desk read it: "USD 1,250.00". */
export function formatQuotePrice(offer: Pick<QuoteOffer, "price" | "currency">) {
  return `${offer.currency} ${offer.price.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** GET /api/quotes/:id: every field of the request, the server's totals and the desk's work on it. */
export const QuoteDetailSchema = z.object({
  ...QuoteSummarySchema.shape,
  phone: z.string(),
  /**
   * Every field the buyer sent, as label and text in the form's order (the lines of the buyer's
   * summary mail), so the screen shows exactly what the pricing desk was told.
   */
  request: z.array(z.object({ label: z.string(), value: z.string() })),
  totals: z.object({
    grossKg: z.number(),
    volumeM3: z.number(),
    chargeableKg: z.nullable(z.number()),
    /** How the chargeable weight was found ("Air: 1 m³ = 167 kg"); null without one. */
    basis: z.nullable(z.string()),
  }),
  offer: z.nullable(QuoteOfferSchema),
  lostReason: z.nullable(z.string()),
  /**
   * The buyer's acceptance through the quote's link (issue 31): the name they signed with, their purchase-order number
   * and when; null unless accepted online. Optional in the type for screens' fixtures written before it.
   */
  acceptance: z.optional(z.nullable(z.object({ name: z.string(), purchaseOrder: z.nullable(z.string()), at: z.string() }))),
  /** The buyer's decline through the link: the reason they chose and when; null unless declined online. */
  decline: z.optional(z.nullable(z.object({ reason: z.enum(declineReasons), at: z.string() }))),
  /** When the priced quote was last mailed to the buyer; null if never. */
  sentAt: z.nullable(z.string()),
  /**
   * The language of the page the request was sent from: the buyer's mails, the priced quote included, are
   * written in it. The server always sends it; optional in the type for screens' fixtures written before it.
   */
  lang: z.optional(LanguageCodeSchema),
  notes: z.array(StaffNoteSchema),
  /** The statuses this quote may move to now. */
  allowedStatuses: z.array(QuoteStatusSchema),
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;

const priceMessage = `Enter a price above 0 and at most ${staffQuoteLimits.priceMax.toLocaleString("en-IN")}`;
const staffText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), z.refine(withoutNul, nulMessage));

/**
 * PATCH /api/quotes/:id/status. Moving to `quoted` carries the offer (price, currency, validity date
 * from today on, terms); moving to `lost` carries the reason. 409 when the move is not allowed.
 */
export const QuoteStatusRequestSchema = z.discriminatedUnion("status", [
  z.object({ status: z.enum(["new", "in-review", "won"]) }),
  z.object({
    status: z.literal("quoted"),
    price: z.number({ error: priceMessage }).check(z.gt(0, priceMessage), z.lte(staffQuoteLimits.priceMax, priceMessage)),
    currency: z.enum(quoteCurrencies, { error: "Choose a currency" }),
    validUntil: z
      .string({ error: "Enter the date the price holds until" })
      .check(z.refine(isCalendarDate, "Enter the date the price holds until")),
    terms: staffText(
      staffQuoteLimits.termsMax,
      "Enter the terms of the quote",
      `Terms can be at most ${staffQuoteLimits.termsMax} characters`,
    ),
  }),
  z.object({
    status: z.literal("lost"),
    reason: staffText(
      staffQuoteLimits.reasonMax,
      "Say why the quote was lost",
      `A reason can be at most ${staffQuoteLimits.reasonMax} characters`,
    ),
  }),
]);
export type QuoteStatusRequest = z.infer<typeof QuoteStatusRequestSchema>;

/** PATCH /api/quotes/:id/assignee: a member of the sales desk (or an administrator), or null for nobody. */
export const QuoteAssignRequestSchema = z.object({ staffId: z.nullable(z.int({ error: "Choose a member of staff" })) });
export type QuoteAssignRequest = z.infer<typeof QuoteAssignRequestSchema>;

export const quoteMessages = {
  notFound: "Quote request not found",
  deleted: "Quote request deleted with its notes",
  notAssignable: "This member of staff cannot take quotes",
  notQuoted: "Only a quoted request can be sent: give it a price first.",
  validUntilPast: "The price must hold until today or later",
  sent: "The quote was queued for the customer",
} as const;
