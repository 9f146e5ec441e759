import type { Generated, Insertable, Selectable } from "kysely";
import type { ApplicationPosition, ApplicationStatus } from "#contracts/api/applications";
import type { CampaignStatus } from "#contracts/api/campaigns";
import type { ContactStatus } from "#contracts/api/contact";
import type { MailStatus } from "#contracts/api/mail-outbox";
import type { EmploymentType, OpeningStatus, SalaryPeriod } from "#contracts/api/openings";
import type { QuoteStatus } from "#contracts/api/quotes";
import type { DeclineReason } from "#contracts/api/quote-offer";
import type { QuoteDirection, QuoteMode } from "#contracts/forms/quote";
import type { LanguageCode } from "#contracts/languages";
import type { StaffRole } from "#contracts/api/staff-roles";
import type { SubscriberStatus } from "#contracts/api/subscribers";
import type { ShipmentStatus } from "#contracts/api/shipments";
import type { ShipmentDocumentKind } from "#contracts/api/tracking";
import type { MilestoneKind, NotificationChoice } from "#contracts/shipping/milestones";
import type { CampaignImagesTable, SiteImageFilesTable, SiteImagesTable } from "./image-schema";
import type { PostSectionsTable, PostsTable, PostVersionsTable } from "./post-schema";
import type { SiteReleasesTable, SiteWordDraftsTable, SiteWordsTable, SiteWordVersionsTable } from "./site-words-schema";

export type { CampaignImagesTable, PostSectionsTable, PostsTable, PostVersionsTable, SiteImageFilesTable, SiteImagesTable };

/**
 * The database as Kysely sees it; it mirrors server/db/migrations.
 *
 * Conventions (docs/decisions/003-storage.md): timestamps are ISO-8601 UTC
 * text, booleans are 0/1 integers, ids are integer identities; the same
 * migrations then run unchanged on SQLite and PostgreSQL.
 */
export interface Database {
  subscribers: SubscribersTable;
  contact_messages: ContactMessagesTable;
  applications: ApplicationsTable;
  mail_outbox: MailOutboxTable;
  posts: PostsTable;
  post_versions: PostVersionsTable;
  post_sections: PostSectionsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_invitations: StaffInvitationsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  staff_sign_in_links: StaffSignInLinksTable;
  application_notes: ApplicationNotesTable;
  settings: SettingsTable;
  quotes: QuotesTable;
  quote_notes: QuoteNotesTable;
  quote_offer_links: QuoteOfferLinksTable;
  openings: OpeningsTable;
  audit_log: AuditLogTable;
  mail_streams: MailStreamsTable;
  campaigns: CampaignsTable;
  campaign_images: CampaignImagesTable;
  site_images: SiteImagesTable;
  site_image_files: SiteImageFilesTable;
  shipments: ShipmentsTable;
  shipment_containers: ShipmentContainersTable;
  shipment_tracking_tokens: ShipmentTrackingTokensTable;
  shipment_milestones: ShipmentMilestonesTable;
  shipment_exceptions: ShipmentExceptionsTable;
  shipment_documents: ShipmentDocumentsTable;
  site_words: SiteWordsTable;
  site_word_drafts: SiteWordDraftsTable;
  site_word_versions: SiteWordVersionsTable;
  site_releases: SiteReleasesTable;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  status: SubscriberStatus;
  source: string;
  /** sha256 of the confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  /** Random token in every email's unsubscribe link. */
  unsubscribe_token: string;
  consent_at: string;
  consent_ip: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
  /** The language of the page it was sent from (contracts/languages.ts): the visitor's e-mails are written in it. */
  lang: Generated<LanguageCode>;
  /** When a campaign mail to the address was refused for good (SMTP 5xx); set with status `bounced`. */
  bounced_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  ip: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  position: ApplicationPosition;
  message: string;
  status: ApplicationStatus;
  resume: Buffer | null;
  resume_filename: string | null;
  resume_size: number | null;
  /** When the applicant consented to our keeping the resume (required with a resume). */
  resume_consent_at: string | null;
  ip: string | null;
  /** The opening applied for; null for a general application. */
  opening_id: number | null;
  created_at: string;
  updated_at: string;
  /** The language of the page it was sent from (contracts/languages.ts): the visitor's e-mails are written in it. */
  lang: Generated<LanguageCode>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON object of extra headers (List-Unsubscribe, Reply-To). */
  headers: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  /** A worker's claim on the row; another worker may take it after this time. */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** When staff last asked to send it again; a new 7-day retry window starts here (server/modules/mail-outbox/backoff.ts). */
  retried_at: string | null;
  /** The mail stream (a campaign's sending) the row belongs to: its rate and pause apply; null for every other mail. */
  stream_id: number | null;
}

/** A rate-limited, pausable group of outbox rows (a campaign's sending, issue 32). */
export interface MailStreamsTable {
  id: Generated<number>;
  rate_per_minute: number;
  /** 0/1: the worker claims none of a paused stream's rows. */
  paused: number;
  created_at: string;
}

/** A newsletter campaign (issue 32). */
export interface CampaignsTable {
  id: Generated<number>;
  /** JSON object by language code of { subject, preheader, body }. */
  versions: string;
  /** JSON array of language codes; empty for every confirmed subscriber. */
  audience_languages: string;
  rate_per_minute: number;
  status: CampaignStatus;
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** The outbox stream its mails were queued in, once it started sending. */
  stream_id: number | null;
  /** How many subscribers its mails were queued for. */
  recipients: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A shipment (issue 31); its reference is shipmentReference(id, created_at). */
export interface ShipmentsTable {
  id: Generated<number>;
  /** The accepted quote it was booked from; null when booked directly. */
  quote_id: number | null;
  mode: QuoteMode;
  origin: string;
  destination: string;
  carrier: string | null;
  /** Vessel and voyage, or flight. */
  voyage: string | null;
  /** Bill of lading or air waybill number. */
  transport_document: string | null;
  cargo_summary: string;
  customer_name: string;
  customer_email: string;
  customer_lang: LanguageCode;
  notifications: Generated<NotificationChoice>;
  /** From the milestones' actual times (shipmentStatusOf). */
  status: Generated<ShipmentStatus>;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A personal tracking link's token, as its SHA-256 (hex): the token itself is only in the customer's e-mail. */
export interface ShipmentTrackingTokensTable {
  id: Generated<number>;
  shipment_id: number;
  token_hash: string;
  created_at: string;
}

export interface ShipmentContainersTable {
  id: Generated<number>;
  shipment_id: number;
  /** ISO 6346, eleven characters, check digit verified. */
  number: string;
  position: number;
}

export interface ShipmentMilestonesTable {
  id: Generated<number>;
  shipment_id: number;
  kind: MilestoneKind;
  planned_at: string | null;
  actual_at: string | null;
}

export interface ShipmentExceptionsTable {
  id: Generated<number>;
  shipment_id: number;
  reason: string;
  new_estimate: string | null;
  recorded_at: string;
  recorded_by: number | null;
}

export interface ShipmentDocumentsTable {
  id: Generated<number>;
  shipment_id: number;
  kind: ShipmentDocumentKind;
  file_name: string;
  size: number;
  bytes: Buffer;
  /** 1 when the customer may download it from /track. */
  customer_visible: Generated<number>;
  uploaded_by: number | null;
  created_at: string;
}

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  password_hash: string;
  /** What the account may do (contracts/api/staff-roles.ts); accounts from before roles are admins. */
  role: Generated<StaffRole>;
  /** Set when an administrator disabled the account: it cannot sign in, and its sessions end. */
  disabled_at: string | null;
  /** The TOTP secret (base32) once enrolment was confirmed with a code (decision 023). */
  totp_secret: string | null;
  /** A secret shown for enrolment and not yet confirmed. */
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (replay). */
  totp_last_step: number | null;
  /** A translator's languages (issue 30): a JSON array of LanguageCode, never "en"; "[]" for every other role. */
  languages: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** Single-use recovery codes of an account's second factor: only their sha256 is stored. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** Between a right password and the second factor's code: a short-lived token (sha256 stored) naming the account. */
export interface StaffSignInChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Codes sent for it, right or wrong: it takes secondFactorLimits.codesPerChallenge, then it is dead. */
  code_attempts: Generated<number>;
}

/** Sign-in links for an account under attack (issue 28, decision 032): only the token's sha256 is stored. */
export interface StaffSignInLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Passwords sent with it; it takes signInLinkLimits.passwords. */
  password_attempts: Generated<number>;
  used_at: string | null;
}

export interface StaffInvitationsTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  role: StaffRole;
  /** The languages the account gets (a JSON array, as staff_users.languages). */
  languages: Generated<string>;
  /** sha256 of the one-time link's token; the token itself is only in the e-mail. */
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** When an administrator revoked it, sent it again, or invited the address anew (issue 28): its link no longer works. */
  withdrawn_at: string | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  author_id: number | null;
  body: string;
  created_at: string;
}

export interface OpeningsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  department: string;
  /** "" when none (a remote role without a base). */
  city: string;
  region: string;
  remote: number;
  employment_type: EmploymentType;
  experience_min_years: number;
  experience_max_years: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: SalaryPeriod;
  summary: string;
  /** JSON array of the blog's sections ({ title, content, icon }); the opening mapper reads it defensively. */
  sections: string;
  /** JSON array of the versions in other languages ({ lang, title, summary, sections }); read defensively too. */
  translations: Generated<string>;
  /** YYYY-MM-DD */
  posted_on: string;
  closes_on: string;
  status: OpeningStatus;
  sample: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface QuotesTable {
  id: Generated<number>;
  status: Generated<QuoteStatus>;
  mode: QuoteMode;
  direction: QuoteDirection;
  origin: string;
  destination: string;
  incoterm: string;
  ready_date: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  gross_kg: number;
  volume_m3: number;
  chargeable_kg: number | null;
  /** The validated request as JSON (QuotePayload of contracts/forms/quote.ts, without `lang`, which is the column below). */
  details: string;
  idempotency_key: string | null;
  /** sha256 of the validated request, to tell a retry from another request under the same key. */
  request_hash: string;
  ip: string | null;
  created_at: string;
  updated_at: string;
  /** A staff_users id; null when unassigned or the account was deleted. */
  assigned_to: number | null;
  /** The priced quote, set when it moves to `quoted`. */
  price: number | null;
  price_currency: string | null;
  /** YYYY-MM-DD */
  valid_until: string | null;
  terms: string | null;
  lost_reason: string | null;
  /** When the priced quote was last mailed to the buyer. */
  sent_at: string | null;
  /** The language of the page the request was sent from (contracts/languages.ts): both mails to the buyer are written in it. */
  lang: Generated<LanguageCode>;
  /** The buyer's acceptance through the quote's link (issue 31): the name they signed with, their purchase-order number, when. */
  accepted_name: string | null;
  accepted_po: string | null;
  accepted_at: string | null;
  /** Why the buyer declined through the link, and when; cleared when the quote is reopened. */
  declined_reason: DeclineReason | null;
  declined_at: string | null;
}

export interface QuoteNotesTable {
  id: Generated<number>;
  quote_id: number;
  /** A staff_users id; null for the buyer's own note, or once the author's account was deleted. */
  author_id: number | null;
  body: string;
  created_at: string;
  /** 1 for a question the buyer asked through the quote's link (issue 31), 0 for the desk's notes. */
  from_buyer: Generated<number>;
}

/** The personal link of a priced quote's e-mail (issue 31): one per quote, replaced when the quote is mailed again. */
export interface QuoteOfferLinksTable {
  quote_id: number;
  /** SHA-256 of the token, hex; the token itself is only in the e-mail. */
  token_hash: string;
  /** ISO-8601 UTC: the end of the quote's validity date anywhere on earth. */
  expires_at: string;
  created_at: string;
}

/** Append-only (decision 024): the API has no route that updates or deletes a row. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The member of staff; null for a sign-in that matched no account. Not a foreign key: history outlives accounts. */
  actor_id: number | null;
  /** The staff account's address, or the address a sign-in tried. */
  actor_email: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  ip: string | null;
  /** JSON of counts (an erasure's records by kind); never personal data. */
  details: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export type Subscriber = Selectable<SubscribersTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type Application = Selectable<ApplicationsTable>;
export type NewApplication = Insertable<ApplicationsTable>;
export type MailMessage = Selectable<MailOutboxTable>;
export type Campaign = Selectable<CampaignsTable>;
export type Post = Selectable<PostsTable>;
export type PostSection = Selectable<PostSectionsTable>;
export type StaffUser = Selectable<StaffUsersTable>;
export type Opening = Selectable<OpeningsTable>;
