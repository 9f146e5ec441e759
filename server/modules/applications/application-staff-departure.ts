import type { Db } from "#server/db/database";
import { forgetNoteAuthor } from "./application-repository";

/** What the applications let go of when a staff account is deleted (called in the deletion's transaction). */
export function applicationsForgetStaff(db: Db, staffId: number) {
  return forgetNoteAuthor(db, staffId);
}
