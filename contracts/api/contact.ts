/**
 * Contact messages: the public POST /api/contact (the rules of
 * contracts/forms/contact.ts) and the staff endpoints behind sign-in.
 * GET /api/contact/export.csv?q&status sends every matching row as CSV.
 */
import { z } from "zod/mini";
import { contactSchema } from "../forms/contact";
import { HONEYPOT_FIELD } from "../forms/limits";
import { enumFilter, type ListInput, ListQuerySchema, SearchQuerySchema } from "./list-query";

export const contactStatuses = ["new", "read", "archived"] as const;
export const ContactStatusSchema = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof ContactStatusSchema>;

/** The JSON body of POST /api/contact: the form's fields and the honeypot. */
export const ContactFormSchema = z.extend(contactSchema, { [HONEYPOT_FIELD]: z.optional(z.string()) });

/** GET /api/contact/:id (reading does not change the status). */
export const ContactDetailSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: ContactStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

/** A row of GET /api/contact. */
export const ContactSummarySchema = z.object({
  ...z.omit(ContactDetailSchema, { message: true }).shape,
  /** First 160 characters of the message. */
  messagePreview: z.string(),
});
export type ContactSummary = z.infer<typeof ContactSummarySchema>;

const contactFilters = { status: enumFilter(contactStatuses, "Choose a valid status") };

/** GET /api/contact?page&limit&q&status; q searches names, email and subject. */
export const ContactListQuerySchema = z.extend(ListQuerySchema, contactFilters);
export type ContactListQuery = ListInput<typeof ContactListQuerySchema>;

/** GET /api/contact/export.csv?q&status */
export const ContactExportQuerySchema = z.extend(SearchQuerySchema, contactFilters);
export type ContactExportQuery = z.input<typeof ContactExportQuerySchema>;

/** PATCH /api/contact/:id/status; any status may follow any other. */
export const ContactStatusRequestSchema = z.object({ status: z.enum(contactStatuses, { error: "Choose a valid status" }) });
export type ContactStatusRequest = z.infer<typeof ContactStatusRequestSchema>;

export const contactStaffMessages = { notFound: "Message not found", deleted: "Message deleted" } as const;
