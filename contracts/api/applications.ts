/**
 * Job applications: the public POST /api/applications (multipart, the rules
 * of contracts/forms/careers.ts) and the staff endpoints behind sign-in.
 * GET /api/applications/:id/resume sends the PDF; GET
 * /api/applications/export.csv?q&status&position every matching row as CSV.
 */
import { z } from "zod/mini";
import { careersSchema, positions } from "../forms/careers";
import { LanguageCodeSchema } from "../forms/fields";
import { HONEYPOT_FIELD } from "../forms/limits";
import { enumFilter, type ListInput, ListQuerySchema, SearchQuerySchema } from "./list-query";
import { NoteRequestSchema, StaffNoteSchema } from "./notes";

export const applicationStatuses = ["new", "reviewing", "shortlisted", "rejected", "hired"] as const;
export const ApplicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** The careers form's positions, defined once in contracts/forms/careers.ts. */
export const applicationPositions = positions;
export const ApplicationPositionSchema = z.enum(applicationPositions);
export type ApplicationPosition = z.infer<typeof ApplicationPositionSchema>;

/**
 * The workflow New → Reviewing → Shortlisted → Rejected | Hired. Besides the
 * forward steps staff can reject at any open step, reopen a rejection and
 * take back a step that was a mistake. Any other move answers 409.
 */
export const applicationTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ["reviewing", "rejected"],
  reviewing: ["shortlisted", "rejected", "new"],
  shortlisted: ["hired", "rejected", "reviewing"],
  rejected: ["reviewing"],
  hired: ["shortlisted"],
};

export { noteLimits } from "./notes";

/**
 * The multipart body of POST /api/applications, for the description: the
 * careers form's fields, the consent flag, the honeypot and the PDF.
 * The server checks it field by field (contracts/forms/careers.ts) while
 * the upload streams in.
 */
export const ApplicationFormSchema = z.extend(careersSchema, {
  /** "true" when a resume is attached. */
  consent: z.optional(z.string()),
  [HONEYPOT_FIELD]: z.optional(z.string()),
  /**
   * The id of an open opening (GET /api/openings); absent for a general application. A closed or unknown one is a
   * 400 on this field. With one, the opening's employment type decides `position` (internship, else professional;
   * issue 28): a position sent with it is not used.
   */
  openingId: z.optional(z.string()),
  resume: z.optional(z.string().check(z.meta({ format: "binary", description: "A PDF of at most 5 MB" }))),
});

export const ResumeInfoSchema = z.object({
  filename: z.string(),
  /** Bytes. */
  size: z.number(),
  /** GET this path (with the Bearer header) to download the PDF. */
  url: z.string(),
});
export type ResumeInfo = z.infer<typeof ResumeInfoSchema>;

/** A row of GET /api/applications. */
export const ApplicationSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: ApplicationPositionSchema,
  status: ApplicationStatusSchema,
  /** First 160 characters of the message. */
  messagePreview: z.string(),
  hasResume: z.boolean(),
  /** The opening applied for (issue 15); null for a general application. */
  opening: z.nullable(z.object({ id: z.number(), title: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export const ApplicationNoteSchema = StaffNoteSchema;
export type ApplicationNote = z.infer<typeof ApplicationNoteSchema>;

/** GET /api/applications/:id */
export const ApplicationDetailSchema = z.object({
  ...z.omit(ApplicationSummarySchema, { messagePreview: true, hasResume: true }).shape,
  message: z.string(),
  resume: z.nullable(ResumeInfoSchema),
  resumeConsentAt: z.nullable(z.string()),
  /** The language of the page the application was sent from; the applicant's e-mail was written in it. */
  lang: LanguageCodeSchema,
  /** Oldest first. */
  notes: z.array(ApplicationNoteSchema),
  /** The statuses this application may move to now. */
  allowedStatuses: z.array(ApplicationStatusSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

const applicationFilters = {
  status: enumFilter(applicationStatuses, "Choose a valid status"),
  position: enumFilter(applicationPositions, "Choose a valid position"),
  /** An opening's id: only the applications for it. */
  opening: z.optional(
    z
      .string()
      // A database integer: beyond 32 bits PostgreSQL refuses the comparison (500) where it should be a 400.
      .check(
        z.regex(/^\d{1,10}$/, "Choose a valid opening"),
        z.refine((raw) => Number(raw) <= 2_147_483_647, "Choose a valid opening"),
      ),
  ),
};

/** GET /api/applications?page&limit&q&status&position&opening; q searches name and email. */
export const ApplicationListQuerySchema = z.extend(ListQuerySchema, applicationFilters);
export type ApplicationListQuery = ListInput<typeof ApplicationListQuerySchema>;

/** GET /api/applications/export.csv?q&status&position */
export const ApplicationExportQuerySchema = z.extend(SearchQuerySchema, applicationFilters);
export type ApplicationExportQuery = z.input<typeof ApplicationExportQuerySchema>;

/** PATCH /api/applications/:id/status; 409 when the move is not allowed. */
export const ApplicationStatusRequestSchema = z.object({ status: z.enum(applicationStatuses, { error: "Choose a valid status" }) });
export type ApplicationStatusRequest = z.infer<typeof ApplicationStatusRequestSchema>;

/** POST /api/applications/:id/notes → 201 with the note. */
export const ApplicationNoteRequestSchema = NoteRequestSchema;
export type ApplicationNoteRequest = z.input<typeof ApplicationNoteRequestSchema>;

export const applicationMessages = {
  notFound: "Application not found",
  noResume: "This application has no resume",
  deleted: "Application deleted with its resume and notes",
} as const;
