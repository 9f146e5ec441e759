import type { StaffRole } from "#contracts/api/staff-roles";
import type { Db } from "#server/db/database";

/** The staff_invitations table (issue 16): one-time links to create a staff account. */
export function insertInvitation(
  db: Db,
  row: {
    email: string;
    name: string | null;
    role: StaffRole;
    /** As stored on the account it creates (staff-user-repository.ts storedLanguages). */
    languages: string;
    tokenHash: string;
    invitedBy: number;
    createdAt: string;
    expiresAt: string;
  },
) {
  return db
    .insertInto("staff_invitations")
    .values({
      email: row.email,
      name: row.name,
      role: row.role,
      languages: row.languages,
      token_hash: row.tokenHash,
      invited_by: row.invitedBy,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .returning(["id", "email", "name", "role", "languages", "created_at", "expires_at"])
    .executeTakeFirstOrThrow();
}

export function findInvitationByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom("staff_invitations").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** Marks it used, only if nobody used or withdrew it first: false when another request won. */
export async function markInvitationAccepted(db: Db, id: number, at: string) {
  const result = await db
    .updateTable("staff_invitations")
    .set({ accepted_at: at })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invitations not used, withdrawn or expired, newest first. */
export function listPendingInvitations(db: Db, now: string) {
  return db
    .selectFrom("staff_invitations")
    .select(["id", "email", "name", "role", "languages", "created_at", "expires_at"])
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .execute();
}

/** One invitation while it is pending (not used, withdrawn or expired at `now`). */
export function findPendingInvitation(db: Db, id: number, now: string) {
  return db
    .selectFrom("staff_invitations")
    .select(["id", "email", "name", "role", "languages", "created_at", "expires_at"])
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** An earlier invitation to the same address stops working when a new one is sent. */
export async function withdrawPendingInvitations(db: Db, email: string, at: string) {
  await db
    .updateTable("staff_invitations")
    .set({ withdrawn_at: at })
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", at)
    .execute();
}

/** Withdraws one pending invitation (issue 28): false when it was no longer pending. */
export async function withdrawInvitation(db: Db, id: number, at: string) {
  const result = await db
    .updateTable("staff_invitations")
    .set({ withdrawn_at: at })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
