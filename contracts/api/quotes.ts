/**
 * Quote requests: the public POST /api/quotes (the rules of contracts/forms/quote.ts).
 */
import { z } from "zod/mini";
import { HONEYPOT_FIELD } from "../forms/limits";
import { quoteFieldsSchema, quoteLimits } from "../forms/quote";

export const quoteStatuses = ["new", "in-review", "quoted", "won", "lost"] as const;
export const QuoteStatusSchema = z.enum(quoteStatuses);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

/**
 * The JSON body of POST /api/quotes: the form's fields and the honeypot. The route checks the rules
 * between fields too (containers for FCL, a UN number for dangerous goods, …).
 */
export const QuoteFormSchema = z.extend(quoteFieldsSchema, { [HONEYPOT_FIELD]: z.optional(z.string()) });

/** Optional `Idempotency-Key`: the same key with the same body answers the first answer again. */
export const QuoteHeadersSchema = z.object({
  "idempotency-key": z.optional(z.string().check(z.minLength(1), z.maxLength(quoteLimits.idempotencyKeyMax))),
});

/** 201: the request is stored (or was, under the same Idempotency-Key); `reference` is what the buyer quotes back. */
export const QuoteCreatedSchema = z.object({
  success: z.literal(true),
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
