import type { Db } from "#server/db/database";
import { forgetStaffMember } from "./quote-repository";

/** What the quote desk lets go of when a staff account is deleted (called in the deletion's transaction). */
export function quotesForgetStaff(db: Db, staffId: number) {
  return forgetStaffMember(db, staffId);
}
