/**
 * What a customer reads about their shipment on /track (issue 31), and how they reach it: with the shipment's
 * reference and their e-mail address, or with the personal link of the e-mails (a random token whose hash alone is
 * stored). A wrong reference and a wrong address get the same answer in the same time, so /track tells nobody
 * which references exist.
 *
 * - POST /api/track                      TrackLookupRequest → data: TrackingView | 404 `track.notFound` | 429 `track.tooMany`
 * - GET  /api/track/:token               → data: TrackingView | 404 `track.notFound`
 * - PUT  /api/track/:token/notifications TrackNotificationsRequest → data: TrackingView
 * - GET  /api/track/:token/documents/:id → the PDF, when the document is marked visible to the customer; else 404
 *
 * The personal link is `trackingLinkPath(lang, token)` on the site's public origin.
 */
import { z } from "zod/mini";
import { pathIn, type LanguageCode } from "../languages";
import { quoteModes } from "../forms/quote";
import { milestoneKinds, notificationChoices } from "../shipping/milestones";
import { apiData } from "./responses";
import { trackLimits } from "./tracking-codes";

// Kept apart from the schemas, so /track's page reads them without loading zod (its first-render budget).
export { trackCodes, trackLimits } from "./tracking-codes";

export const shipmentDocumentKinds = ["bill-of-lading-draft", "invoice", "packing-list", "certificate", "other"] as const;
export type ShipmentDocumentKind = (typeof shipmentDocumentKinds)[number];

export const TrackLookupRequestSchema = z.object({
  reference: z.string().check(z.trim(), z.minLength(1), z.maxLength(trackLimits.referenceMax)),
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(trackLimits.emailMax)),
});
export type TrackLookupRequest = z.infer<typeof TrackLookupRequestSchema>;

export const TrackNotificationsRequestSchema = z.object({ notifications: z.enum(notificationChoices) });

export const TrackingMilestoneSchema = z.object({
  kind: z.enum(milestoneKinds),
  /** ISO date-times; null when not planned or not happened yet. */
  plannedAt: z.nullable(z.string()),
  actualAt: z.nullable(z.string()),
});

export const TrackingExceptionSchema = z.object({
  recordedAt: z.string(),
  /** What staff wrote, shown as text (escaped), in the language staff wrote it in. */
  reason: z.string(),
  /** The new estimated arrival, ISO date-time, when staff gave one. */
  newEstimate: z.nullable(z.string()),
});

export const TrackingDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(shipmentDocumentKinds),
  fileName: z.string(),
  bytes: z.number(),
});

export const TrackingViewSchema = z.object({
  reference: z.string(),
  mode: z.enum(quoteModes),
  origin: z.string(),
  destination: z.string(),
  carrier: z.nullable(z.string()),
  /** Vessel and voyage, or flight number. */
  voyage: z.nullable(z.string()),
  /** Bill of lading or air waybill number. */
  transportDocument: z.nullable(z.string()),
  containers: z.array(z.string()),
  /** The latest estimate of arrival at destination (ISO date-time), from the latest exception or the plan. */
  estimatedArrival: z.nullable(z.string()),
  milestones: z.array(TrackingMilestoneSchema),
  exceptions: z.array(TrackingExceptionSchema),
  documents: z.array(TrackingDocumentSchema),
  notifications: z.enum(notificationChoices),
  /**
   * What the page passes to the `:token` routes (downloads, notification choice): the personal link's token when the
   * view was opened with it; after a lookup by reference and e-mail, a key signed by the server for this shipment that
   * expires within the hour (the stored token cannot be given back: only its hash is kept).
   */
  access: z.string(),
});
export type TrackingView = z.infer<typeof TrackingViewSchema>;
export const TrackingViewResponseSchema = apiData(TrackingViewSchema);

/** The path of the personal tracking link in a language; the site's origin goes before it. */
export function trackingLinkPath(lang: LanguageCode, token: string): string {
  return `${pathIn(lang, "/track")}?t=${encodeURIComponent(token)}`;
}
