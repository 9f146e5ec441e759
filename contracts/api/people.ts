/**
 * Data-subject requests (issue 16, DPDP Act 2023; docs/decisions/024-audit-trail-and-data-subject-requests.md):
 * administrators find everything held about an e-mail address, export it for the person, correct it or
 * erase it. The address travels in the body (POST), never in a URL, so it stays out of access logs.
 */
import { z } from "zod/mini";
import { ContactDetailSchema } from "./contact";
import { nulMessage, withoutNul } from "./list-query";
import { apiData } from "./responses";

export const peopleMessages = {
  corrected: "The records were corrected.",
  erased: "Everything held about this address was erased.",
  nothingHeld: "Nothing is held about this address.",
  confirmMismatch: "Type the address again to confirm the erasure.",
  nothingToCorrect: "Give a name, an e-mail address or a phone number to correct.",
  /** 409 from an erasure that reaches records kept for business or tax reasons, until the staff member chooses. */
  keptRecords:
    "Some of these records must be kept for business and tax reasons: {records}. Choose to anonymise them (the business facts stay; name, e-mail, phone, company and message go) or to erase them anyway.",
} as const;

/**
 * Records an erasure must not simply delete (issue 28): a won quote is the record of a sale, and every shipment
 * (issue 31) the record of one carried out, kept for the accounts and tax. The staff member chooses: anonymise them (keep the business facts, remove the person) or erase them anyway.
 */
export const keptQuoteStatuses = ["won"] as const;
export const businessRecordChoices = ["anonymise", "erase"] as const;
export type BusinessRecordChoice = (typeof businessRecordChoices)[number];

/** A record an erasure keeps unless told otherwise, as the 409 and the screen name it: "quote TGL-Q-2026-000012 (won)". */
export function keptRecordLabel(record: { reference: string; status: string; kind?: "quote" | "shipment" }) {
  return `${record.kind ?? "quote"} ${record.reference} (${record.status})`;
}

const email = z.email("Please enter a valid email address").check(z.maxLength(254, "Email is too long"), z.trim(), z.toLowerCase());
const text = (max: number, label: string) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, `${label} must not be empty`),
        z.maxLength(max, `${label} must be at most ${max} characters`),
        z.refine(withoutNul, nulMessage),
      ),
  );

export const PersonRequestSchema = z.object({ email });
export type PersonRequest = z.input<typeof PersonRequestSchema>;

export const PersonEraseRequestSchema = z
  .object({
    email,
    confirm: z.string().check(z.trim(), z.toLowerCase()),
    /** What becomes of records kept for business or tax reasons (keptQuoteStatuses); without it they stop the erasure (409). */
    businessRecords: z.optional(z.enum(businessRecordChoices, { error: "Choose to anonymise or to erase the records that are kept" })),
  })
  .check(z.refine((v) => v.confirm === v.email, { message: peopleMessages.confirmMismatch, path: ["confirm"] }));
export type PersonEraseRequest = z.input<typeof PersonEraseRequestSchema>;

/** Name (applications, quotes; a contact message's first and last name split at the first space), e-mail, phone. */
export const PersonCorrectionSchema = z
  .object({ name: text(100, "Name"), email: z.optional(email), phone: text(20, "Phone") })
  .check(z.refine((v) => v.name !== undefined || v.email !== undefined || v.phone !== undefined, peopleMessages.nothingToCorrect));
export const PersonCorrectRequestSchema = z.object({ email, correction: PersonCorrectionSchema });
export type PersonCorrectRequest = z.input<typeof PersonCorrectRequestSchema>;

export const PersonApplicationSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  message: z.string(),
  status: z.string(),
  resumeFilename: z.nullable(z.string()),
  notes: z.array(z.object({ body: z.string(), createdAt: z.string() })),
  createdAt: z.string(),
});
export const PersonQuoteSchema = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  /** The request as it was sent (route, cargo, contact). */
  details: z.unknown(),
  createdAt: z.string(),
  /** Who accepted the priced quote online, with their purchase-order number, and when (issue 31); null if not. */
  acceptance: z.nullable(z.object({ name: z.string(), purchaseOrder: z.nullable(z.string()), at: z.string() })),
});
export const PersonSubscriptionSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.string(),
  source: z.string(),
  consentAt: z.string(),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
});
export const PersonMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** A shipment booked for the address (issue 31): what identifies it and the person on it. */
export const PersonShipmentSchema = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  origin: z.string(),
  destination: z.string(),
  createdAt: z.string(),
});

/** A newsletter campaign sent to the address (issue 32): the campaign's id, its English subject, when it went. */
export const PersonCampaignSchema = z.object({ id: z.number(), subject: z.string(), sentAt: z.string() });

/** Everything held about one address. */
export const PersonRecordsSchema = z.object({
  email: z.string(),
  applications: z.array(PersonApplicationSchema),
  contactMessages: z.array(ContactDetailSchema),
  quotes: z.array(PersonQuoteSchema),
  shipments: z.array(PersonShipmentSchema),
  subscriptions: z.array(PersonSubscriptionSchema),
  /** Mail to or about the address still in the outbox (pending, failed or sent). */
  mail: z.array(PersonMailSchema),
  /** The newsletter campaigns sent to the address (while the outbox keeps their mails). */
  campaigns: z.array(PersonCampaignSchema),
});
export type PersonRecords = z.infer<typeof PersonRecordsSchema>;
export const PersonRecordsResponseSchema = apiData(PersonRecordsSchema);

/** The export file: the same records and when they were exported. */
export const PersonExportSchema = z.extend(PersonRecordsSchema, { exportedAt: z.string() });
export type PersonExport = z.infer<typeof PersonExportSchema>;

export const personRecordKinds = ["applications", "contactMessages", "quotes", "shipments", "subscriptions", "mail"] as const;
export type PersonRecordKind = (typeof personRecordKinds)[number];

/** An erasure's record: how many of each kind were deleted (no address, no data). */
export const ErasureCountsSchema = z.record(z.string(), z.number());
export const PersonEraseResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: ErasureCountsSchema });
export type ErasureCounts = z.infer<typeof ErasureCountsSchema>;
