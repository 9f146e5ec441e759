import type { Db } from "#server/db/database";
import { forgetStaffMember } from "./word-repository";

/** What the Content area lets go of when a staff account is deleted (called in the deletion's transaction). */
export function siteContentForgetsStaff(db: Db, staffId: number) {
  return forgetStaffMember(db, staffId);
}
