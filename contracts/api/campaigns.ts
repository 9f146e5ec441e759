/**
 * Newsletter campaigns (issue 32): staff compose a campaign with one version per language, choose the audience
 * (every confirmed subscriber, or those of chosen languages), preview it as a subscriber gets it, send a test, and
 * send it now or at a set time at a rate per minute; the outbox delivers one mail per recipient.
 *
 * Every route is under /api, needs a staff session and the roles of `staffAreaRoles.newsletters`. Answers use the
 * API's envelope (contracts/api/responses.ts): `{ success: true, data }` around what is named below; failures are
 * `{ success: false, message, errors?: [{ field, code, message }] }` (400 field errors, 404, 409 stale version or a
 * status that does not allow the change).
 *
 * - GET    /api/staff/campaigns                       → data: { items: CampaignSummary[] } (newest first)
 * - POST   /api/staff/campaigns                       CampaignInput → 201 data: Campaign (draft)
 * - GET    /api/staff/campaigns/:id                   → data: Campaign
 * - PUT    /api/staff/campaigns/:id                   CampaignUpdate → data: Campaign (409 stale version; 409 sending/sent)
 * - DELETE /api/staff/campaigns/:id                   → 204 (draft or scheduled only, else 409)
 * - GET    /api/staff/campaigns/:id/preview?lang=xx   → data: CampaignPreview
 * - GET    /api/staff/campaigns/:id/preview.html?lang=xx → the HTML alone (text/html, its own strict CSP), for a sandboxed iframe
 * - POST   /api/staff/campaigns/:id/test              CampaignTestRequest → 202 ApiMessage
 * - POST   /api/staff/campaigns/:id/send              CampaignSendRequest → data: Campaign (sending, or scheduled)
 * - POST   /api/staff/campaigns/:id/pause             CampaignVersionRequest → data: Campaign (paused)
 * - POST   /api/staff/campaigns/:id/resume            CampaignVersionRequest → data: Campaign (sending, or scheduled if its time is still ahead)
 * - GET    /api/staff/campaigns/:id/report            → data: CampaignReport
 * - POST   /api/staff/campaign-images                 multipart, one file `image` (JPEG, PNG, WebP or AVIF by its bytes,
 *                                                     at most 5 MB) → 201 data: CampaignImage (re-encoded: JPEG, or PNG
 *                                                     when it has transparency; at most 1200 px wide, no metadata)
 * - GET    /media/campaign/<key>.<jpg|png>            the image, public (mails are read outside the site), cached for a year
 */
import { z } from "zod/mini";
import { languageCodes } from "../forms/fields";
import { isoInstant } from "./instant";
import { nulMessage, withoutNul } from "./list-query";
import { apiData } from "./responses";

export const campaignStatuses = ["draft", "scheduled", "sending", "paused", "sent"] as const;
export const CampaignStatusSchema = z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/** Statuses in which staff may still change the campaign's versions, audience and rate. */
export const editableCampaignStatuses: readonly CampaignStatus[] = ["draft", "scheduled", "paused"];
/** Statuses in which the campaign may be deleted (nothing has been queued yet). */
export const deletableCampaignStatuses: readonly CampaignStatus[] = ["draft", "scheduled"];

export const campaignLimits = {
  subjectMax: 150,
  preheaderMax: 200,
  bodyMax: 50_000,
  rateMin: 1,
  rateMax: 10_000,
  rateDefault: 60,
  /** The report's list of failed mails is cut at this many (the newest). */
  reportFailuresMax: 200,
} as const;

/** The English of every answer the campaign routes give; a client shows these or its own words for the same codes. */
export const campaignMessages = {
  notFound: "Campaign not found",
  deleted: "Campaign deleted",
  staleVersion: "This campaign was changed by someone else; reload to see their changes",
  notEditable: "A campaign that is sending or has been sent cannot be changed; pause it first",
  notDeletable: "Only a draft or scheduled campaign can be deleted; this one has already been sent to some subscribers",
  notSendable: "Only a draft or scheduled campaign can be sent",
  notPausable: "Only a campaign that is sending or scheduled can be paused",
  notResumable: "Only a paused campaign can be resumed",
  audienceFixed: "This campaign has started sending: its audience cannot change (its texts and rate can)",
  englishRequired: "An English version is required: subscribers whose language has no version receive it",
  unknownLanguage: "Choose a site language",
  pastTime: "Choose a time in the future, or send now",
  badTime: "The time must be an ISO date and time, such as 2026-12-01T09:00:00Z",
  testQueued: "Test mail queued",
  noVersion: "This campaign has no version in that language",
  imageAltRequired: "Every image needs a description (alt text)",
  imageMissing: "Choose an image file to upload",
  imageType: "Upload a JPEG, PNG, WebP or AVIF image (SVG, GIF and other files are not accepted)",
  imageTooLarge: "The image must be at most 5 MB",
  imageUnreadable: "This image could not be read; save it again as JPEG or PNG and upload that",
} as const;

/** Campaign images (POST /api/staff/campaign-images): what is accepted and what is kept. */
export const campaignImageLimits = {
  maxBytes: 5 * 1024 * 1024,
  /** Wider images are scaled down to this: the mail's column is 600 px, twice that for sharp screens. */
  maxWidth: 1200,
  accept: "image/jpeg,image/png,image/webp,image/avif",
} as const;

/** The path an uploaded campaign image is served at; bodies may show only these images. */
export const campaignImagePathPattern = /^\/media\/campaign\/[A-Za-z0-9_-]{16,64}\.(?:jpg|png)$/;

/** The multipart form of POST /api/staff/campaign-images (described for the API's documentation; read as it streams). */
export const CampaignImageUploadSchema = z.object({
  image: z.string().check(z.meta({ format: "binary", description: "A JPEG, PNG, WebP or AVIF image of at most 5 MB" })),
});

/** An uploaded image: its public path (`url`, without the site's origin) and its size after re-encoding. */
export const CampaignImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type CampaignImage = z.infer<typeof CampaignImageSchema>;
export const CampaignImageResponseSchema = apiData(CampaignImageSchema);

/** True when the markdown has an image without a description: `![](…)` or `![ ][ref]`. */
export function hasImageWithoutAlt(markdown: string) {
  return /!\[\s*\]\s*[([]/.test(markdown);
}

const withoutNulCheck = z.refine<string>(withoutNul, nulMessage);

/** Trimmed text of `min`..`max` characters, with the label in each message. */
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(min, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      withoutNulCheck,
    );

export const CampaignLanguageSchema = z.enum(languageCodes, { error: campaignMessages.unknownLanguage });

/**
 * One language's version. `body` is markdown (a safe subset: paragraphs, emphasis, links to http(s) and mailto,
 * lists, headings, quotes, and images uploaded for campaigns (`![description](/media/campaign/…)`, the description
 * required); raw HTML is shown as text, never rendered).
 */
export const CampaignVersionSchema = z.object({
  subject: text("Subject", 1, campaignLimits.subjectMax),
  /** The line mail clients show after the subject; may be empty. */
  preheader: z._default(text("Preheader", 0, campaignLimits.preheaderMax), ""),
  body: text("Body", 1, campaignLimits.bodyMax).check(z.refine((body) => !hasImageWithoutAlt(body), campaignMessages.imageAltRequired)),
});
export type CampaignVersionInput = z.input<typeof CampaignVersionSchema>;
export type CampaignVersion = z.output<typeof CampaignVersionSchema>;

/** Versions by language code; `en` is required (the fallback for subscribers whose language has no version). */
export const CampaignVersionsSchema = z
  .partialRecord(CampaignLanguageSchema, CampaignVersionSchema, {
    // A key that is not a site language is reported as unrecognized_keys at run time.
    error: (issue) => (issue.code === "invalid_type" ? "Versions are required" : campaignMessages.unknownLanguage),
  })
  .check(z.refine((versions) => versions.en !== undefined, { message: campaignMessages.englishRequired, path: ["en"], abort: true }));
export type CampaignVersions = z.output<typeof CampaignVersionsSchema>;

/** Who receives it: confirmed subscribers of these languages; an empty list means every confirmed subscriber. */
export const CampaignAudienceSchema = z.object({
  languages: z._default(z.array(CampaignLanguageSchema, { error: "Audience languages must be a list" }), []),
});
export type CampaignAudience = z.output<typeof CampaignAudienceSchema>;

const rateMessage = `Rate must be a whole number of mails per minute from ${campaignLimits.rateMin} to ${campaignLimits.rateMax}`;
export const RatePerMinuteSchema = z
  .number({ error: rateMessage })
  .check(z.int(rateMessage), z.gte(campaignLimits.rateMin, rateMessage), z.lte(campaignLimits.rateMax, rateMessage));

const versionMessage = "version is required: the version of the campaign you loaded";
/** A 32-bit integer, as the column holds: a larger number is a bad request, not a database error. */
const VersionSchema = z.int32({ error: versionMessage }).check(z.gte(1, versionMessage));

/** Body of POST /api/staff/campaigns (→ 201 Campaign, status draft). */
export const CampaignInputSchema = z.object({
  versions: CampaignVersionsSchema,
  audience: z._default(CampaignAudienceSchema, { languages: [] }),
  ratePerMinute: z._default(RatePerMinuteSchema, campaignLimits.rateDefault),
});
/** What the composer sends (defaults may be left out). */
export type CampaignInput = z.input<typeof CampaignInputSchema>;
/** What the server stores: trimmed, defaults filled in. */
export type CampaignInputData = z.output<typeof CampaignInputSchema>;

/** Body of PUT /api/staff/campaigns/:id: the whole campaign again, with the `version` it was loaded at. */
export const CampaignUpdateSchema = z.extend(CampaignInputSchema, { version: VersionSchema });
export type CampaignUpdate = z.input<typeof CampaignUpdateSchema>;

/** Body of POST …/pause and …/resume. */
export const CampaignVersionRequestSchema = z.object({ version: VersionSchema });
export type CampaignVersionRequest = z.input<typeof CampaignVersionRequestSchema>;

/** Body of POST …/send: `at` null sends now; a future ISO time schedules it (a time in the past is refused). */
export const CampaignSendRequestSchema = z.object({
  at: z.nullable(isoInstant(campaignMessages.badTime)),
  version: VersionSchema,
});
export type CampaignSendRequest = z.input<typeof CampaignSendRequestSchema>;

/** Body of POST …/test: one mail to a staff address, in that language's version (English when it has none). */
export const CampaignTestRequestSchema = z.object({
  email: z.email("Please enter a valid email address").check(z.maxLength(254, "Email is too long"), z.trim()),
  lang: z._default(CampaignLanguageSchema, "en"),
});
export type CampaignTestRequest = z.input<typeof CampaignTestRequestSchema>;

/** ?lang of …/preview and …/preview.html; English when left out. */
export const CampaignPreviewQuerySchema = z.object({ lang: z._default(CampaignLanguageSchema, "en") });
export type CampaignPreviewQuery = z.input<typeof CampaignPreviewQuerySchema>;

export const CampaignCountsSchema = z.object({
  /** Subscribers the campaign was queued for (0 until it starts sending). */
  recipients: z.number(),
  /** Mails waiting in the outbox (including those waiting to retry). */
  queued: z.number(),
  sent: z.number(),
  /** Mails that failed for good (bounced, or refused after every retry). */
  failed: z.number(),
  /** Recipients who unsubscribed after the campaign started sending. */
  unsubscribedAfter: z.number(),
});
export type CampaignCounts = z.infer<typeof CampaignCountsSchema>;

export const CampaignSummarySchema = z.object({
  id: z.number(),
  /** The English version's subject (or the first version's). */
  subject: z.string(),
  status: CampaignStatusSchema,
  /** Languages with a version. */
  languages: z.array(z.string()),
  audience: z.object({ languages: z.array(z.string()) }),
  ratePerMinute: z.number(),
  /** ISO-8601 UTC; set while scheduled (and kept after it starts). */
  scheduledAt: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  counts: CampaignCountsSchema,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

export const CampaignSchema = z.extend(CampaignSummarySchema, {
  /** Confirmed subscribers its audience holds now: who a send would reach (the send confirmation says it). */
  audienceSize: z.number(),
  versions: z.record(z.string(), z.object({ subject: z.string(), preheader: z.string(), body: z.string() })),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** The mail exactly as a subscriber of that language gets it (with a sample unsubscribe link). */
export const CampaignPreviewSchema = z.object({
  subject: z.string(),
  preheader: z.string(),
  html: z.string(),
  text: z.string(),
});
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

export const CampaignReportSchema = z.object({
  counts: CampaignCountsSchema,
  /** Failed mails, newest first (at most campaignLimits.reportFailuresMax), with the SMTP server's answer. */
  failures: z.array(z.object({ email: z.string(), error: z.string(), at: z.string() })),
  /** Mails sent per minute: `at` is the minute's start, ISO-8601 UTC; minutes without sends are left out. */
  sendsOverTime: z.array(z.object({ at: z.string(), sent: z.number() })),
});
export type CampaignReport = z.infer<typeof CampaignReportSchema>;

export const CampaignListResponseSchema = apiData(z.object({ items: z.array(CampaignSummarySchema) }));
export const CampaignResponseSchema = apiData(CampaignSchema);
export const CampaignPreviewResponseSchema = apiData(CampaignPreviewSchema);
export const CampaignReportResponseSchema = apiData(CampaignReportSchema);
