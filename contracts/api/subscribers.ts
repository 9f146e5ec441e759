/**
 * Newsletter subscribers as staff see them (never their tokens).
 * GET /api/subscribers/export.csv?q&status sends every matching row as CSV.
 */
import { z } from "zod/mini";
import { enumFilter, type ListInput, ListQuerySchema, SearchQuerySchema } from "./list-query";

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export const SubscriberStatusSchema = z.enum(subscriberStatuses);
export type SubscriberStatus = z.infer<typeof SubscriberStatusSchema>;

/** A row of GET /api/subscribers. */
export const SubscriberSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  status: SubscriberStatusSchema,
  source: z.string(),
  consentAt: z.string(),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SubscriberSummary = z.infer<typeof SubscriberSummarySchema>;

const subscriberFilters = { status: enumFilter(subscriberStatuses, "Choose a valid status") };

/** GET /api/subscribers?page&limit&q&status; q searches the email. */
export const SubscriberListQuerySchema = z.extend(ListQuerySchema, subscriberFilters);
export type SubscriberListQuery = ListInput<typeof SubscriberListQuerySchema>;

/** GET /api/subscribers/export.csv?q&status */
export const SubscriberExportQuerySchema = z.extend(SearchQuerySchema, subscriberFilters);
export type SubscriberExportQuery = z.input<typeof SubscriberExportQuerySchema>;

export const subscriberMessages = {
  notFound: "Subscriber not found",
  deleted: "Subscriber deleted",
  bounceCleared: "Bounce cleared; the subscriber receives campaigns again",
  notBounced: "This subscriber is not marked bounced",
} as const;

/** POST /api/subscribers/:id/clear-bounce (administrators): a bounced subscriber becomes confirmed again (→ 200 the subscriber). */
