/**
 * The staff API: every request and response of /api/auth/* and of the staff
 * endpoints behind sign-in. Types and constants only, so the browser pays
 * nothing for importing it; the server validates with zod schemas built from
 * the limits below.
 *
 * Conventions
 * - Every staff endpoint needs `Authorization: Bearer <token>` (no cookies).
 *   Without a valid token it answers 401 `{ success: false, message }`.
 * - JSON field names are camelCase; timestamps are ISO-8601 UTC strings.
 * - Failures are `ApiFailure` with the HTTP status: 400 validation (with
 *   `errors`), 401 not signed in, 404 not found, 409 conflict (stale post
 *   version, slug taken, status move not allowed), 413 body too large,
 *   429 throttled.
 * - CSV exports are plain GET URLs that also need the Bearer header, so the
 *   browser fetches them and saves the Blob (an <a href> cannot send it).
 */
import { blogColorSchemes, type BlogColorScheme } from "#contracts/blog";
import type { IconName } from "#contracts/icons";

// ---------------------------------------------------------------- shared

export interface ApiFailure {
  success: false;
  message: string;
  errors?: { field: string; message: string }[];
}

export interface ApiMessage {
  success: true;
  message: string;
}

export interface ApiData<T> {
  success: true;
  data: T;
}

export interface Paging {
  page: number;
  limit: number;
  total: number;
  /** At least 1, even when there are no rows. */
  pages: number;
}

export interface ApiPage<T> {
  success: true;
  data: T[];
  pagination: Paging;
}

/** Query of every list endpoint; lists are newest first. */
export interface ListQuery {
  /** 1-based; default 1. */
  page?: number;
  /** Default 20, at most 100. */
  limit?: number;
  /** Case-insensitive substring search (see each list for the fields searched); at most 100 characters. */
  q?: string;
}

export const listLimits = { defaultLimit: 20, maxLimit: 100, maxQuery: 100 } as const;

export const staffMessages = {
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  signedIn: "Signed in successfully",
  signedOut: "Signed out",
  notSignedIn: "Please sign in to continue.",
  sessionExpired: "Your session has expired. Please sign in again.",
  staleVersion: "This post was changed by someone else; reload to see their changes",
  slugTaken: "Another post already uses this slug",
  notFound: "Not found",
} as const;

// ---------------------------------------------------------------- auth

export interface StaffUser {
  id: number;
  email: string;
  name: string | null;
}

/** POST /api/auth/login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** 200 from POST /api/auth/login. Failures: 401 invalidCredentials, 429 tooManyAttempts. */
export interface LoginResponse {
  success: true;
  /** Opaque bearer token; keep it as localStorage `admin_token`. */
  token: string;
  /** Keep it as localStorage `admin_user`. */
  user: StaffUser;
  message: string;
  /** The latest moment the session can last (it also ends after 2 h without requests). */
  expiresAt: string;
}

/** 200 from GET /api/auth/verify (401 when the token is not valid). */
export interface VerifyResponse {
  success: true;
  user: StaffUser;
}

/** POST /api/auth/logout answers 200 `ApiMessage`; the token stops working at once. */
export type LogoutResponse = ApiMessage;

export const sessionLimits = {
  idleMinutes: 120,
  absoluteHours: 12,
  passwordMinLength: 12,
  /** Failed sign-ins per account (and per IP) within the window before 429. */
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 20,
  failureWindowMinutes: 15,
} as const;

// ---------------------------------------------------------------- applications

export const applicationStatuses = ["new", "reviewing", "shortlisted", "rejected", "hired"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationPositions = ["internship", "professional"] as const;
export type ApplicationPosition = (typeof applicationPositions)[number];

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

export interface ResumeInfo {
  filename: string;
  /** Bytes. */
  size: number;
  /** GET this path (with the Bearer header) to download the PDF. */
  url: string;
}

/** A row of GET /api/applications. */
export interface ApplicationSummary {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: ApplicationPosition;
  status: ApplicationStatus;
  /** First 160 characters of the message. */
  messagePreview: string;
  hasResume: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationNote {
  id: number;
  body: string;
  /** Null when the author's account was deleted. */
  author: { id: number; email: string; name: string | null } | null;
  createdAt: string;
}

/** GET /api/applications/:id → ApiData<ApplicationDetail> */
export interface ApplicationDetail extends Omit<ApplicationSummary, "messagePreview" | "hasResume"> {
  message: string;
  resume: ResumeInfo | null;
  resumeConsentAt: string | null;
  /** Oldest first. */
  notes: ApplicationNote[];
  /** The statuses this application may move to now. */
  allowedStatuses: ApplicationStatus[];
}

/** GET /api/applications?page&limit&q&status&position → ApiPage<ApplicationSummary>; q searches name and email. */
export interface ApplicationListQuery extends ListQuery {
  status?: ApplicationStatus;
  position?: ApplicationPosition;
}

/** PATCH /api/applications/:id/status → ApiData<ApplicationDetail>; 409 when the move is not allowed. */
export interface ApplicationStatusRequest {
  status: ApplicationStatus;
}

/** POST /api/applications/:id/notes → 201 ApiData<ApplicationNote> */
export interface ApplicationNoteRequest {
  body: string;
}

export const noteLimits = { maxLength: 2000 } as const;

/**
 * DELETE /api/applications/:id → ApiMessage (the resume and notes go with it).
 * GET /api/applications/:id/resume → the PDF as an attachment.
 * GET /api/applications/export.csv?q&status&position → text/csv attachment, every matching row.
 */

// ---------------------------------------------------------------- contact messages

export const contactStatuses = ["new", "read", "archived"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** A row of GET /api/contact. */
export interface ContactSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  /** First 160 characters of the message. */
  messagePreview: string;
  status: ContactStatus;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/contact/:id → ApiData<ContactDetail> (reading does not change the status). */
export interface ContactDetail extends Omit<ContactSummary, "messagePreview"> {
  message: string;
}

/** GET /api/contact?page&limit&q&status → ApiPage<ContactSummary>; q searches names, email and subject. */
export interface ContactListQuery extends ListQuery {
  status?: ContactStatus;
}

/** PATCH /api/contact/:id/status → ApiData<ContactDetail>; any status may follow any other. */
export interface ContactStatusRequest {
  status: ContactStatus;
}

/**
 * DELETE /api/contact/:id → ApiMessage.
 * GET /api/contact/export.csv?q&status → text/csv attachment.
 */

// ---------------------------------------------------------------- newsletter subscribers

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** A row of GET /api/subscribers. */
export interface SubscriberSummary {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: string;
  consentAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
}

/** GET /api/subscribers?page&limit&q&status → ApiPage<SubscriberSummary>; q searches the email. */
export interface SubscriberListQuery extends ListQuery {
  status?: SubscriberStatus;
}

/**
 * DELETE /api/subscribers/:id → ApiMessage.
 * GET /api/subscribers/export.csv?q&status → text/csv attachment.
 */

// ---------------------------------------------------------------- statistics

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  date: string;
  count: number;
}

export interface ApplicationStats {
  total: number;
  byStatus: Record<ApplicationStatus, number>;
  byPosition: Record<ApplicationPosition, number>;
  /** The last 30 UTC days, oldest first, today last; days without rows count 0. */
  byDay: DayCount[];
  last30Days: number;
}

/** GET /api/contact/stats/summary → ApiData<ContactStats> */
export interface ContactStats {
  total: number;
  byStatus: Record<ContactStatus, number>;
  byDay: DayCount[];
  last30Days: number;
}

export interface SubscriberStats {
  total: number;
  byStatus: Record<SubscriberStatus, number>;
}

/** GET /api/stats/summary → ApiData<StatsSummary>: the dashboard in one call. */
export interface StatsSummary {
  applications: ApplicationStats;
  contact: ContactStats;
  subscribers: SubscriberStats;
  posts: { total: number; published: number };
  /** When the figures were computed. */
  generatedAt: string;
}

// ---------------------------------------------------------------- blog posts

/** The accent colours of the static-article layout (the blog's own list). */
export const postColorSchemes = blogColorSchemes;
export type PostColorScheme = BlogColorScheme;

export const postLimits = {
  titleMax: 200,
  slugMax: 120,
  /** Lower-case letters and digits in words joined by single hyphens. */
  slugPattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  excerptMax: 400,
  /** A site path ("/media/…") or an https URL. */
  imageMax: 300,
  sectionsMin: 1,
  sectionsMax: 30,
  sectionTitleMax: 200,
  sectionContentMax: 20_000,
} as const;

export interface PostSectionInput {
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  content: string;
  icon: IconName | null;
}

/** Body of POST /api/staff/posts (→ 201 ApiData<StaffPost>). */
export interface PostInput {
  title: string;
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  excerpt: string;
  image: string;
  colorScheme: PostColorScheme | null;
  sections: PostSectionInput[];
  published: boolean;
}

/** Body of PUT /api/staff/posts/:id (→ ApiData<StaffPost>); `version` is the one the edit started from, a stale one answers 409 staleVersion. */
export interface PostUpdateRequest extends PostInput {
  version: number;
}

/** Body of PATCH /api/staff/posts/:id/publish (→ ApiData<StaffPost>); with `version`, a stale one answers 409. */
export interface PostPublishRequest {
  published: boolean;
  version?: number;
}

/** A row of GET /api/staff/posts?page&limit&q&published (all posts, published or not, newest date first; q searches title and slug). */
export interface StaffPostSummary {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  image: string;
  colorScheme: PostColorScheme | null;
  published: boolean;
  /** /blog{n} shows this post in the static-article layout; null for posts made by staff. */
  staticNumber: number | null;
  version: number;
  sectionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface StaffPostListQuery extends ListQuery {
  published?: "true" | "false";
}

/** GET /api/staff/posts/:id → ApiData<StaffPost> */
export interface StaffPost extends Omit<StaffPostSummary, "sectionCount"> {
  sections: PostSectionInput[];
  /** Public pages showing this post (empty while unpublished). */
  publicPaths: string[];
}

/** DELETE /api/staff/posts/:id → ApiMessage */

// ---------------------------------------------------------------- settings

export const retentionLimits = { minMonths: 1, maxMonths: 120 } as const;

/** GET /api/staff/settings/retention and PUT (body RetentionRequest) → ApiData<RetentionSetting> */
export interface RetentionSetting {
  months: number;
  /** The server's default (APPLICATION_RETENTION_MONTHS). */
  defaultMonths: number;
  /** Applications created before this moment are deleted by the next run. */
  cutoff: string;
  lastRun: { at: string; deleted: number } | null;
}

export interface RetentionRequest {
  months: number;
}

// ---------------------------------------------------------------- the route list

/** Every staff endpoint; tests walk it to prove each refuses a request without a valid token. */
export const staffRoutes = [
  { method: "GET", url: "/api/auth/verify" },
  { method: "POST", url: "/api/auth/logout" },
  { method: "GET", url: "/api/stats/summary" },
  { method: "GET", url: "/api/applications" },
  { method: "GET", url: "/api/applications/export.csv" },
  { method: "GET", url: "/api/applications/:id" },
  { method: "PATCH", url: "/api/applications/:id/status" },
  { method: "POST", url: "/api/applications/:id/notes" },
  { method: "GET", url: "/api/applications/:id/resume" },
  { method: "DELETE", url: "/api/applications/:id" },
  { method: "GET", url: "/api/contact" },
  { method: "GET", url: "/api/contact/stats/summary" },
  { method: "GET", url: "/api/contact/export.csv" },
  { method: "GET", url: "/api/contact/:id" },
  { method: "PATCH", url: "/api/contact/:id/status" },
  { method: "DELETE", url: "/api/contact/:id" },
  { method: "GET", url: "/api/subscribers" },
  { method: "GET", url: "/api/subscribers/export.csv" },
  { method: "DELETE", url: "/api/subscribers/:id" },
  { method: "GET", url: "/api/staff/posts" },
  { method: "POST", url: "/api/staff/posts" },
  { method: "GET", url: "/api/staff/posts/:id" },
  { method: "PUT", url: "/api/staff/posts/:id" },
  { method: "PATCH", url: "/api/staff/posts/:id/publish" },
  { method: "DELETE", url: "/api/staff/posts/:id" },
  { method: "GET", url: "/api/staff/settings/retention" },
  { method: "PUT", url: "/api/staff/settings/retention" },
] as const;
