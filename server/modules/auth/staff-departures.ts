import type { Db } from "#server/db/database";
import { applicationsForgetStaff } from "#server/modules/applications/application-staff-departure";
import { quotesForgetStaff } from "#server/modules/quotes/quote-staff-departure";
import { siteContentForgetsStaff } from "#server/modules/site-content/site-content-departure";

/**
 * Every module that names staff accounts in its own rows (note authors, a quote's assignee), each clearing its
 * rows itself when an account is deleted: the accounts' repository writes only the staff tables (issue 29).
 */
export const staffDepartures: readonly ((db: Db, staffId: number) => Promise<void>)[] = [
  applicationsForgetStaff,
  quotesForgetStaff,
  siteContentForgetsStaff,
];
