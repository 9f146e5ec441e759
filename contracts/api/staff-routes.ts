/**
 * The staff API's route list. Every schema and type lives in its resource's
 * own contracts/api/<resource>.ts.
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
  { method: "POST", url: "/api/subscribers/:id/clear-bounce" },
  { method: "GET", url: "/api/staff/campaigns" },
  { method: "POST", url: "/api/staff/campaigns" },
  { method: "GET", url: "/api/staff/campaigns/:id" },
  { method: "PUT", url: "/api/staff/campaigns/:id" },
  { method: "DELETE", url: "/api/staff/campaigns/:id" },
  { method: "GET", url: "/api/staff/campaigns/:id/preview" },
  { method: "GET", url: "/api/staff/campaigns/:id/preview.html" },
  { method: "POST", url: "/api/staff/campaigns/:id/test" },
  { method: "POST", url: "/api/staff/campaigns/:id/send" },
  { method: "POST", url: "/api/staff/campaigns/:id/pause" },
  { method: "POST", url: "/api/staff/campaigns/:id/resume" },
  { method: "GET", url: "/api/staff/campaigns/:id/report" },
  { method: "GET", url: "/api/staff/posts" },
  { method: "POST", url: "/api/staff/posts" },
  { method: "GET", url: "/api/staff/posts/:id" },
  { method: "PUT", url: "/api/staff/posts/:id" },
  { method: "PATCH", url: "/api/staff/posts/:id/publish" },
  { method: "DELETE", url: "/api/staff/posts/:id" },
  { method: "GET", url: "/api/staff/openings" },
  { method: "POST", url: "/api/staff/openings" },
  { method: "GET", url: "/api/staff/openings/choices" },
  { method: "GET", url: "/api/staff/openings/:id" },
  { method: "PUT", url: "/api/staff/openings/:id" },
  { method: "PATCH", url: "/api/staff/openings/:id/status" },
  { method: "DELETE", url: "/api/staff/openings/:id" },
  { method: "GET", url: "/api/staff/settings/retention" },
  { method: "PUT", url: "/api/staff/settings/retention" },
  { method: "GET", url: "/api/staff/settings/second-factor" },
  { method: "PUT", url: "/api/staff/settings/second-factor" },
  { method: "GET", url: "/api/staff/second-factor" },
  { method: "POST", url: "/api/staff/second-factor/enrolment" },
  { method: "POST", url: "/api/staff/second-factor/enrolment/confirm" },
  { method: "POST", url: "/api/staff/second-factor/disable" },
  { method: "GET", url: "/api/staff/mail-outbox" },
  { method: "GET", url: "/api/staff/mail-outbox/summary" },
  { method: "POST", url: "/api/staff/mail-outbox/:id/retry" },
  { method: "GET", url: "/api/staff/accounts" },
  { method: "POST", url: "/api/staff/accounts/invitations" },
  { method: "DELETE", url: "/api/staff/accounts/invitations/:id" },
  { method: "POST", url: "/api/staff/accounts/invitations/:id/resend" },
  { method: "PATCH", url: "/api/staff/accounts/:id" },
  { method: "GET", url: "/api/staff/audit" },
  { method: "POST", url: "/api/staff/people/lookup" },
  { method: "POST", url: "/api/staff/people/export" },
  { method: "POST", url: "/api/staff/people/correct" },
  { method: "POST", url: "/api/staff/people/erase" },
  { method: "GET", url: "/api/quotes" },
  { method: "GET", url: "/api/quotes/export.csv" },
  { method: "DELETE", url: "/api/quotes/:id" },
  { method: "GET", url: "/api/quotes/assignees" },
  { method: "GET", url: "/api/quotes/:id" },
  { method: "PATCH", url: "/api/quotes/:id/status" },
  { method: "PATCH", url: "/api/quotes/:id/assignee" },
  { method: "POST", url: "/api/quotes/:id/notes" },
  { method: "POST", url: "/api/quotes/:id/send" },
] as const;
