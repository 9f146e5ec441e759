import type { Db } from "#server/db/database";
import { nowIso } from "#server/lib/time";

/** The staff_sign_in_links table (issue 28, decision 032): sign-in links e-mailed to an account under attack. */

export function insertSignInLink(db: Db, row: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date }) {
  return db
    .insertInto("staff_sign_in_links")
    .values({ user_id: row.userId, token_hash: row.tokenHash, created_at: nowIso(row.createdAt), expires_at: nowIso(row.expiresAt) })
    .execute();
}

/** True when a link was e-mailed to the account since `since`. */
export async function linkSentSince(db: Db, userId: number, since: Date) {
  const row = await db
    .selectFrom("staff_sign_in_links")
    .select("id")
    .where("user_id", "=", userId)
    .where("created_at", ">", nowIso(since))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one password sent with the link, if the link is the account's, unused, unexpired and has taken fewer
 * than `limit`: in one statement, so parallel requests cannot take more between them. The link's id, or
 * undefined when it is no (more a) link for this account.
 */
export async function takeLinkPassword(db: Db, input: { email: string; tokenHash: string; now: Date; limit: number }) {
  const row = await db
    .updateTable("staff_sign_in_links")
    .set((eb) => ({ password_attempts: eb("password_attempts", "+", 1) }))
    .where("token_hash", "=", input.tokenHash)
    .where("user_id", "in", (eb) => eb.selectFrom("staff_users").select("id").where("email", "=", input.email))
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso(input.now))
    .where("password_attempts", "<", input.limit)
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** The password was not judged (an address's limit answered first): the link has it back. */
export async function giveBackLinkPassword(db: Db, id: number) {
  await db
    .updateTable("staff_sign_in_links")
    .set((eb) => ({ password_attempts: eb("password_attempts", "-", 1) }))
    .where("id", "=", id)
    .where("password_attempts", ">", 0)
    .execute();
}

/** A sign-in used the link: it works no more. */
export async function useSignInLink(db: Db, id: number, at: Date) {
  await db
    .updateTable("staff_sign_in_links")
    .set({ used_at: nowIso(at) })
    .where("id", "=", id)
    .execute();
}

/** Links that stopped working a day ago are of no use to anyone. */
export async function purgeOldSignInLinks(db: Db, before: Date) {
  await db.deleteFrom("staff_sign_in_links").where("expires_at", "<", nowIso(before)).execute();
}
