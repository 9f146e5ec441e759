import { sessionLimits } from "#contracts/api/auth";
import type { Db } from "#server/db/database";
import { nowIso } from "#server/lib/time";
import { createSessionToken, hashSessionToken, sessionTokenPattern } from "./session-token";
import { toPublicUser } from "./staff-user-repository";

const minute = 60_000;
const idleMs = sessionLimits.idleMinutes * minute;
const absoluteMs = sessionLimits.absoluteHours * 60 * minute;
// Writing last_seen_at on every request would turn each read into a write; once a minute is precise enough.
const touchEveryMs = minute;

/** What a signing-in or signed-in account is read with (`staff_users as u`): toPublicUser's fields and its second factor. */
export const signedInUserColumns = ["u.id", "u.email", "u.name", "u.role", "u.languages", "u.totp_secret"] as const;

export async function createSession(db: Db, userId: number, now = new Date()) {
  const token = createSessionToken();
  const expiresAt = nowIso(new Date(now.getTime() + absoluteMs));
  await db
    .insertInto("staff_sessions")
    .values({
      user_id: userId,
      token_hash: hashSessionToken(token),
      created_at: nowIso(now),
      last_seen_at: nowIso(now),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The signed-in user of a token, or null when the token is unknown, revoked,
 * past its absolute expiry, idle too long, or its account is gone or disabled.
 */
export async function findSessionUser(db: Db, token: string, now = new Date()) {
  if (!sessionTokenPattern.test(token)) return null;
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select(["s.id as sessionId", "s.last_seen_at", "s.expires_at", "s.revoked_at", ...signedInUserColumns])
    .where("s.token_hash", "=", hashSessionToken(token))
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row || row.revoked_at) return null;
  const time = now.getTime();
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= time || lastSeen + idleMs <= time) return null;
  if (time - lastSeen >= touchEveryMs) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: nowIso(now) })
      .where("id", "=", row.sessionId)
      .execute();
  }
  return {
    sessionId: row.sessionId,
    user: toPublicUser(row),
    hasSecondFactor: row.totp_secret !== null,
  };
}

export async function revokeSession(db: Db, sessionId: number) {
  await db
    .updateTable("staff_sessions")
    .set({ revoked_at: nowIso() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Removes sessions that can no longer be used; kept a day for the record. */
export async function purgeDeadSessions(db: Db, now = new Date()) {
  const dayAgo = nowIso(new Date(now.getTime() - 24 * 60 * minute));
  const idleCutoff = nowIso(new Date(now.getTime() - idleMs - 24 * 60 * minute));
  const result = await db
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("expires_at", "<", dayAgo), eb("revoked_at", "<", dayAgo), eb("last_seen_at", "<", idleCutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
