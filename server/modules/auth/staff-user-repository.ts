import type { StaffUser as PublicStaffUser } from "#contracts/api/auth";
import type { StaffRole } from "#contracts/api/staff-roles";
import { isLanguageCode, type LanguageCode } from "#contracts/languages";
import type { Db } from "#server/db/database";
import type { StaffUser } from "#server/db/schema";
import { nowIso } from "#server/lib/time";

/** Emails are compared lower-cased: "Ana@x.in" and "ana@x.in" are one account. */
export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

/** A translator's languages as stored (a JSON array); anything else reads as none. */
export function languagesOf(stored: string | null | undefined): LanguageCode[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((lang): lang is LanguageCode => isLanguageCode(lang) && lang !== "en") : [];
  } catch {
    return [];
  }
}

/** What is stored for an account of `role`: a translator's languages, none for every other role. */
export function storedLanguages(role: StaffRole, languages: readonly LanguageCode[] | undefined): string {
  return JSON.stringify(role === "translator" ? [...new Set(languages ?? [])].sort() : []);
}

export function toPublicUser(user: Pick<StaffUser, "id" | "email" | "name" | "role" | "languages">): PublicStaffUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, languages: languagesOf(user.languages) };
}

export function findStaffUserByEmail(db: Db, email: string) {
  return db.selectFrom("staff_users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

/** A new account; the command line creates administrators, an invitation the role it names. */
export async function createStaffUser(
  db: Db,
  input: { email: string; name?: string | null; passwordHash: string; role?: StaffRole; languages?: readonly LanguageCode[] },
) {
  const now = nowIso();
  const row = await db
    .insertInto("staff_users")
    .values({
      email: normaliseEmail(input.email),
      name: input.name ?? null,
      password_hash: input.passwordHash,
      role: input.role ?? "admin",
      languages: storedLanguages(input.role ?? "admin", input.languages),
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "email", "name", "role"])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Sets a new password and ends every session of the account, every sign-in waiting for its second factor's code,
 * and every sign-in link e-mailed to it.
 */
export async function setStaffPassword(db: Db, userId: number, passwordHash: string) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_users").set({ password_hash: passwordHash, updated_at: nowIso() }).where("id", "=", userId).execute();
    await trx.deleteFrom("staff_sign_in_challenges").where("user_id", "=", userId).execute();
    await trx.deleteFrom("staff_sign_in_links").where("user_id", "=", userId).execute();
    await trx
      .updateTable("staff_sessions")
      .set({ revoked_at: nowIso() })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
  });
}

export function listStaffUsers(db: Db) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "languages", "disabled_at", "created_at", "updated_at"])
    .orderBy("email")
    .execute();
}

/** The enabled accounts whose role allows the given roles' work (administrators always), by email. */
export function listActiveStaffFor(db: Db, roles: readonly StaffRole[]) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "name"])
    .where("disabled_at", "is", null)
    .where("role", "in", ["admin", ...roles])
    .orderBy("email")
    .execute();
}

/**
 * Deletes the account with its sessions, second factor and sign-in links. Run it in a transaction after the other
 * modules have let go of the account (staff-departures.ts): this repository writes only the staff tables.
 */
export async function deleteStaffUser(db: Db, userId: number) {
  await db.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  await db.deleteFrom("staff_sign_in_challenges").where("user_id", "=", userId).execute();
  await db.deleteFrom("staff_sign_in_links").where("user_id", "=", userId).execute();
  await db.deleteFrom("staff_users").where("id", "=", userId).execute();
}

export function findStaffUserById(db: Db, id: number) {
  return db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Administrators who can still sign in, other than `exceptId`. */
export async function countOtherActiveAdmins(db: Db, exceptId: number) {
  const row = await db
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .where("id", "<>", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new role (with a translator's languages, none for any other), or disabled (its sessions end) or enabled again. */
export async function updateStaffAccount(
  db: Db,
  id: number,
  change: { role?: StaffRole; languages?: string; disabledAt?: string | null },
  now: string,
) {
  await db
    .updateTable("staff_users")
    .set({
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.languages !== undefined ? { languages: change.languages } : {}),
      ...(change.disabledAt !== undefined ? { disabled_at: change.disabledAt } : {}),
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  if (change.disabledAt) {
    await db.updateTable("staff_sessions").set({ revoked_at: now }).where("user_id", "=", id).where("revoked_at", "is", null).execute();
  }
}
