/**
 * The mail outbox as staff see it: the emails not sent yet (waiting for their next attempt) and
 * those given up on after 7 days of failures, with a retry that sends one now.
 * Never the bodies: the list shows who, what and why it did not go.
 */
import { z } from "zod/mini";
import { enumFilter, type ListInput, ListQuerySchema } from "./list-query";

export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** The statuses the staff list shows: a sent mail needs nobody. */
export const unsentMailStatuses = ["pending", "failed"] as const;
export const UnsentMailStatusSchema = z.enum(unsentMailStatuses);
export type UnsentMailStatus = z.infer<typeof UnsentMailStatusSchema>;

/** A row of GET /api/staff/mail-outbox. */
export const OutboxMailSchema = z.object({
  id: z.number(),
  /** What the email is: "newsletter-confirm", "contact-notification", "application-notification". */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: UnsentMailStatusSchema,
  /** Sending attempts so far (all of them, staff retries included). */
  attempts: z.number(),
  /** The SMTP server's answer (or the connection error) at the last attempt. */
  lastError: z.nullable(z.string()),
  /** When a pending mail is tried next; null for a failed one, which waits for staff. */
  nextAttemptAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** When staff last asked to send it again. */
  retriedAt: z.nullable(z.string()),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** GET /api/staff/mail-outbox?page&limit&q&status; q searches the recipient and the subject; no status means both. */
export const OutboxListQuerySchema = z.extend(ListQuerySchema, {
  status: enumFilter(unsentMailStatuses, "Choose a valid status"),
});
export type OutboxListQuery = ListInput<typeof OutboxListQuerySchema>;

/** GET /api/staff/mail-outbox/summary: the outbox depth, for the dashboard. */
export const OutboxSummarySchema = z.object({
  pending: z.number(),
  failed: z.number(),
  /** When the oldest mail still waiting was queued; null when none waits. */
  oldestPendingAt: z.nullable(z.string()),
});
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>;

export const outboxMessages = {
  notFound: "Mail not found",
  alreadySent: "This mail has already been sent.",
  sending: "This mail is being sent right now.",
} as const;
