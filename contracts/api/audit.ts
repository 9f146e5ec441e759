/**
 * The audit trail (issue 16, docs/decisions/024-audit-trail-and-data-subject-requests.md): who did what to
 * which record, when and from where. Administrators read it with GET /api/staff/audit; nothing in the API
 * writes, changes or deletes a row.
 */
import { z } from "zod/mini";
import { ListQuerySchema, nulMessage, withoutNul } from "./list-query";
import { apiPage } from "./responses";

/**
 * "<subject>.<verb>": what a recorded action is called. A staff route opts in with one declaration,
 * `config: { audit: { action: "quote.view", subject: "quote" } }` (the subject id is the route's :id).
 */
export type AuditAction = `${string}.${string}`;

/** The actions recorded today, for the screen's filter; a route may add its own. */
export const knownAuditActions = [
  "auth.sign-in",
  "auth.sign-in-failed",
  "auth.sign-in-throttled",
  "auth.sign-in-link",
  "auth.sign-out",
  "account.accept-invitation",
  "second-factor.enrolment",
  "second-factor.enable",
  "second-factor.disable",
  "application.view",
  "application.resume",
  "application.status",
  "application.note",
  "application.export",
  "application.delete",
  "contact.view",
  "contact.status",
  "contact.export",
  "contact.delete",
  "quote.view",
  "quote.status",
  "quote.assign",
  "quote.note",
  "quote.send",
  "quote.export",
  "quote.delete",
  "post.create",
  "post.update",
  "post.publish",
  "post.scheduled-publish",
  "post.restore",
  "site-image.upload",
  "post.unpublish",
  "post.delete",
  "opening.create",
  "opening.update",
  "opening.status",
  "opening.delete",
  "subscriber.export",
  "subscriber.delete",
  "subscriber.clear-bounce",
  "campaign.create",
  "campaign.update",
  "campaign.delete",
  "campaign.test",
  "campaign.send",
  "campaign.pause",
  "campaign.resume",
  "campaign.image-upload",
  "shipment.create",
  "shipment.update",
  "shipment.milestones",
  "shipment.exception",
  "shipment.document-upload",
  "shipment.document-visibility",
  "shipment.document-delete",
  "shipment.export",
  "shipment.delete",
  "account.invite",
  "account.revoke-invitation",
  "account.resend-invitation",
  "account.change",
  "settings.retention",
  "settings.second-factor",
  "mail.retry",
  "person.view",
  "person.export",
  "person.correct",
  "person.erase",
  "content.draft-save",
  "content.picture-upload",
  "content.draft-discard",
  "content.approve",
  "content.publish",
  "content.restore",
  "content.xliff-check",
  "content.xliff-import",
] as const satisfies readonly AuditAction[];

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.nullable(z.number()),
  /** The staff account's address, or the address a sign-in tried. */
  actorEmail: z.nullable(z.string()),
  action: z.string(),
  subjectType: z.nullable(z.string()),
  subjectId: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  /** Counts only (an erasure's records by kind), never the data. */
  details: z.nullable(z.record(z.string(), z.number())),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const dateMessage = "Dates are YYYY-MM-DD";
const day = z.optional(z.union([z.literal(""), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage))], { error: dateMessage }));
const text = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`), z.refine(withoutNul, nulMessage)));

/** ?page&limit&actor&action&from&to: actor is an e-mail address (exact, any case), from/to whole UTC days, inclusive. */
export const AuditListQuerySchema = z.object({
  page: ListQuerySchema.shape.page,
  limit: ListQuerySchema.shape.limit,
  actor: text(254),
  action: text(64),
  from: day,
  to: day,
});
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;
export type AuditListFilters = z.output<typeof AuditListQuerySchema>;

export const AuditPageSchema = apiPage(AuditEntrySchema);
