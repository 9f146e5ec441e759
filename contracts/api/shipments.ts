/**
 * Shipments for staff (issue 31): the operations desk's record of a booking, its containers, its timeline of
 * milestones, its exceptions (delays) and its documents, behind sign-in (`staffAreaRoles.shipments`). The customer
 * reads the same shipment on /track (contracts/api/tracking.ts).
 *
 * - GET    /api/staff/shipments                          ?page&limit&q&status&mode&from&to → page of ShipmentSummary
 * - GET    /api/staff/shipments/export.csv               the list's filters → CSV
 * - POST   /api/staff/shipments                          ShipmentInput → 201 data: ShipmentDetail
 * - GET    /api/staff/shipments/:id                      → data: ShipmentDetail
 * - PUT    /api/staff/shipments/:id                      ShipmentUpdate → data: ShipmentDetail (409 stale version)
 * - DELETE /api/staff/shipments/:id                      → message
 * - PUT    /api/staff/shipments/:id/milestones           MilestonesRequest → data: ShipmentDetail (409 stale version)
 * - POST   /api/staff/shipments/:id/exceptions           ExceptionRequest → 201 data: ShipmentDetail
 * - POST   /api/staff/shipments/:id/documents            multipart: file (PDF), kind, customerVisible → 201 data: ShipmentDetail
 * - PATCH  /api/staff/shipments/:id/documents/:documentId  DocumentVisibilityRequest → data: ShipmentDetail
 * - GET    /api/staff/shipments/:id/documents/:documentId  → the PDF
 * - DELETE /api/staff/shipments/:id/documents/:documentId  → data: ShipmentDetail
 *
 * Failures are `{ success: false, message, errors?: [{ field, code, message }] }` with the messages below.
 */
import { z } from "zod/mini";
import { LanguageCodeSchema } from "../forms/fields";
import { quoteModes, type QuoteMode } from "../forms/quote";
import { normaliseAirWaybill, parseAirWaybill } from "../shipping/air-waybill";
import { normaliseContainerNumber, parseContainerNumber } from "../shipping/container-number";
import { milestoneKinds, milestoneLabels, notificationChoices, type MilestoneKind, type RecordedMilestone } from "../shipping/milestones";
import {
  dateRangeFilters,
  enumFilter,
  PathIdSchema,
  type ListInput,
  ListQuerySchema,
  nulMessage,
  SearchQuerySchema,
  withoutNul,
} from "./list-query";
import { apiData } from "./responses";
import { shipmentDocumentKinds } from "./tracking";

/** A shipment's human reference: the year it was booked and its number (like a quote's TGL-Q-…). */
export function shipmentReference(id: number, createdAt: string): string {
  return `TGL-S-${createdAt.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

/** The year and number of a reference ("TGL-S-2026-000123", any case, "tgl-s-2026-123"), or null. */
export function parseShipmentReference(text: string): { year: string; id: number } | null {
  const match = /^TGL-S-(\d{4})-(\d{1,9})$/i.exec(text.trim());
  return match ? { year: match[1]!, id: Number(match[2]) } : null;
}

/**
 * Where a shipment is, from its milestones' actual times: nothing happened yet (planned), booked or collected
 * (booked), under way (in-transit), at destination (arrived), handed over (delivered).
 */
export const shipmentStatuses = ["planned", "booked", "in-transit", "arrived", "delivered"] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];
export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  planned: "Planned",
  booked: "Booked",
  "in-transit": "In transit",
  arrived: "Arrived",
  delivered: "Delivered",
};

const statusOfKind: Record<MilestoneKind, ShipmentStatus> = {
  "booking-confirmed": "booked",
  "picked-up": "booked",
  "gated-in": "booked",
  departed: "in-transit",
  transshipped: "in-transit",
  arrived: "arrived",
  "customs-cleared": "arrived",
  delivered: "delivered",
};

/** The status the furthest milestone that happened gives. */
export function shipmentStatusOf(milestones: readonly RecordedMilestone[]): ShipmentStatus {
  let status: ShipmentStatus = "planned";
  for (const milestone of milestones) {
    const reached = statusOfKind[milestone.kind];
    if (milestone.actualAt && shipmentStatuses.indexOf(reached) > shipmentStatuses.indexOf(status)) status = reached;
  }
  return status;
}

export const shipmentLimits = {
  placeMin: 2,
  placeMax: 100,
  carrierMax: 100,
  voyageMax: 100,
  transportDocumentMax: 40,
  cargoMin: 2,
  cargoMax: 500,
  nameMax: 100,
  emailMax: 254,
  containersMax: 50,
  reasonMax: 500,
  fileNameMax: 200,
  /** A document's bytes at most: 10 MB. */
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

/** Every message staff read from the shipments API (the staff area is English only). */
export const shipmentMessages = {
  notFound: "Shipment not found",
  deleted: "Shipment deleted",
  staleVersion: "This shipment was changed by someone else; reload to see their changes",
  containerShape: "A container number is four letters (the owner code and U, J or Z) and seven digits, like CSQU3054383",
  containerCheckDigit: "This container number's check digit is wrong",
  containerTwice: "This container number is already on the shipment",
  airWaybillShape: "An air waybill number is eleven digits: the airline's three-digit prefix and eight digits",
  airWaybillCheckDigit: "This air waybill number's check digit is wrong",
  milestoneNotInMode: "This milestone is not one of this mode's steps",
  milestoneTwice: "Each milestone can be recorded once",
  actualInFuture: "An actual time cannot be in the future",
  dateTime: "Give a date and time (ISO 8601, e.g. 2026-11-29T10:30:00Z)",
  documentMissing: "Choose a PDF file to upload",
  documentType: "Only PDF files can be uploaded",
  documentTooLarge: "A document can be at most 10 MB",
  documentKind: "Choose what kind of document this is",
  documentNotFound: "Document not found",
  quoteTaken: "A shipment already exists for this quote",
} as const;

/** "<Milestone> cannot happen before <earlier milestone>": an actual time earlier than a step the mode puts before it. */
export function milestoneOrderMessage(kind: MilestoneKind, earlier: MilestoneKind): string {
  return `${milestoneLabels[kind]} cannot happen before ${milestoneLabels[earlier].toLowerCase()}`;
}

const versionMessage = "version is required: the version of the shipment you loaded";
const VersionSchema = z.int32({ error: versionMessage }).check(z.gte(1, versionMessage));

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .check(
      z.trim(),
      z.minLength(min, `${what} must be ${min} to ${max} characters`),
      z.maxLength(max, `${what} must be ${min} to ${max} characters`),
      z.refine(withoutNul, nulMessage),
    );
/** Optional text: empty or missing becomes null. */
const optionalText = (max: number, what: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string().check(z.trim(), z.maxLength(max, `${what} must be at most ${max} characters`), z.refine(withoutNul, nulMessage)),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

/** An ISO 8601 date-time with its offset, stored as UTC (…Z); null when not given. */
export const DateTimeSchema = z.pipe(
  z.string({ error: shipmentMessages.dateTime }).check(
    z.maxLength(40, shipmentMessages.dateTime),
    z.refine(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
      shipmentMessages.dateTime,
    ),
  ),
  z.transform((value) => new Date(value).toISOString()),
);

const shipmentFields = {
  mode: z.enum(quoteModes, { error: "Choose a valid mode" }),
  origin: text(shipmentLimits.placeMin, shipmentLimits.placeMax, "Origin"),
  destination: text(shipmentLimits.placeMin, shipmentLimits.placeMax, "Destination"),
  carrier: optionalText(shipmentLimits.carrierMax, "Carrier"),
  /** Vessel and voyage ("MSC Aurora / 045E"), or flight ("EK 511"). */
  voyage: optionalText(shipmentLimits.voyageMax, "Vessel and voyage or flight"),
  /** Bill of lading (free text) or, for air, the air waybill number (check digit verified). */
  transportDocument: optionalText(shipmentLimits.transportDocumentMax, "Bill of lading or air waybill"),
  cargoSummary: text(shipmentLimits.cargoMin, shipmentLimits.cargoMax, "Cargo summary"),
  customerName: text(2, shipmentLimits.nameMax, "Customer name"),
  customerEmail: z
    .string({ error: "Customer e-mail is required" })
    .check(z.trim(), z.maxLength(shipmentLimits.emailMax, "Enter a valid customer e-mail"), z.email("Enter a valid customer e-mail")),
  /** The language of the customer's mails and tracking link. */
  customerLanguage: LanguageCodeSchema,
  notifications: z._default(z.enum(notificationChoices), "all"),
  containers: z._default(
    z
      .array(z.string().check(z.maxLength(20, shipmentMessages.containerShape)))
      .check(z.maxLength(shipmentLimits.containersMax, `At most ${shipmentLimits.containersMax} containers`)),
    [],
  ),
};

interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** The container numbers and air waybill of a shipment that cannot stand (check digits, repeats). */
export function shipmentNumberIssues(input: {
  mode: QuoteMode;
  containers: readonly string[];
  transportDocument: string | null;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  input.containers.forEach((raw, index) => {
    const number = normaliseContainerNumber(raw);
    if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(number)) issues.push({ path: ["containers", index], message: shipmentMessages.containerShape });
    else if (!parseContainerNumber(number)) issues.push({ path: ["containers", index], message: shipmentMessages.containerCheckDigit });
    else if (seen.has(number)) issues.push({ path: ["containers", index], message: shipmentMessages.containerTwice });
    seen.add(number);
  });
  if (input.mode === "air" && input.transportDocument) {
    const digits = normaliseAirWaybill(input.transportDocument);
    if (!/^\d{11}$/.test(digits)) issues.push({ path: ["transportDocument"], message: shipmentMessages.airWaybillShape });
    else if (!parseAirWaybill(digits)) issues.push({ path: ["transportDocument"], message: shipmentMessages.airWaybillCheckDigit });
  }
  return issues;
}

const numbersCheck = z.superRefine((input: { mode: QuoteMode; containers: string[]; transportDocument: string | null }, ctx) => {
  for (const issue of shipmentNumberIssues(input)) ctx.addIssue({ code: "custom", ...issue });
});

/** Body of POST /api/staff/shipments: a shipment booked directly (not from an accepted quote). */
export const ShipmentInputSchema = z.object(shipmentFields).check(numbersCheck);
export type ShipmentInput = z.input<typeof ShipmentInputSchema>;
export type ShipmentFields = z.output<typeof ShipmentInputSchema>;

/** Body of PUT /api/staff/shipments/:id: every field again, with the `version` it was loaded at. */
export const ShipmentUpdateSchema = z.object({ ...shipmentFields, version: VersionSchema }).check(numbersCheck);
export type ShipmentUpdate = z.input<typeof ShipmentUpdateSchema>;

export const MilestoneEntrySchema = z.object({
  kind: z.enum(milestoneKinds, { error: "Choose a valid milestone" }),
  plannedAt: z._default(z.nullable(DateTimeSchema), null),
  actualAt: z._default(z.nullable(DateTimeSchema), null),
});

/** Body of PUT /api/staff/shipments/:id/milestones: the whole timeline (a kind left out is cleared). */
export const MilestonesRequestSchema = z.object({
  version: VersionSchema,
  milestones: z.array(MilestoneEntrySchema).check(
    z.maxLength(milestoneKinds.length, shipmentMessages.milestoneTwice),
    z.refine((list) => new Set(list.map((m) => m.kind)).size === list.length, shipmentMessages.milestoneTwice),
  ),
});
export type MilestonesRequest = z.input<typeof MilestonesRequestSchema>;

/** Body of POST /api/staff/shipments/:id/exceptions: a delay, why, and the new estimate of arrival if known. */
export const ExceptionRequestSchema = z.object({
  reason: text(2, shipmentLimits.reasonMax, "Reason"),
  newEstimate: z._default(z.nullable(DateTimeSchema), null),
});
export type ExceptionRequest = z.input<typeof ExceptionRequestSchema>;

/** Body of PATCH …/documents/:documentId. */
export const DocumentVisibilityRequestSchema = z.object({ customerVisible: z.boolean() });

/** The multipart body of POST …/documents, as the description shows it (the route reads it as it streams). */
export const DocumentUploadSchema = z.object({
  file: z.string(),
  kind: z.enum(shipmentDocumentKinds),
  customerVisible: z.optional(z.enum(["true", "false"])),
});

/** Filters of the list and its CSV; from/to are the day the shipment was created. */
const shipmentFilters = {
  status: enumFilter(shipmentStatuses, "Choose a valid status"),
  mode: enumFilter(quoteModes, "Choose a valid mode"),
  ...dateRangeFilters,
};

/** ?page&limit&q&status&mode&from&to; q is a reference, or part of the customer's name or e-mail. */
export const ShipmentListQuerySchema = z.extend(ListQuerySchema, shipmentFilters);
export type ShipmentListQuery = ListInput<typeof ShipmentListQuerySchema>;
export const ShipmentExportQuerySchema = z.extend(SearchQuerySchema, shipmentFilters);

export const DocumentParamsSchema = z.object({ id: PathIdSchema, documentId: PathIdSchema });

export const ShipmentSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  quoteId: z.nullable(z.number()),
  status: z.enum(shipmentStatuses),
  mode: z.enum(quoteModes),
  origin: z.string(),
  destination: z.string(),
  carrier: z.nullable(z.string()),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The latest estimate of arrival (the newest exception's, else the planned arrival); null once arrived or unknown. */
  estimatedArrival: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShipmentSummary = z.infer<typeof ShipmentSummarySchema>;

export const ShipmentDetailSchema = z.object({
  ...ShipmentSummarySchema.shape,
  voyage: z.nullable(z.string()),
  transportDocument: z.nullable(z.string()),
  cargoSummary: z.string(),
  customerLanguage: LanguageCodeSchema,
  notifications: z.enum(notificationChoices),
  containers: z.array(z.string()),
  milestones: z.array(z.object({ kind: z.enum(milestoneKinds), plannedAt: z.nullable(z.string()), actualAt: z.nullable(z.string()) })),
  exceptions: z.array(
    z.object({
      id: z.number(),
      reason: z.string(),
      newEstimate: z.nullable(z.string()),
      recordedAt: z.string(),
      recordedBy: z.nullable(z.string()),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(shipmentDocumentKinds),
      fileName: z.string(),
      bytes: z.number(),
      customerVisible: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  version: z.number(),
});
export type ShipmentDetail = z.infer<typeof ShipmentDetailSchema>;
export const ShipmentDetailResponseSchema = apiData(ShipmentDetailSchema);
