import type { Db } from "#server/db/database";
import { readSetting, writeSetting } from "#server/lib/settings-store";
import { nowIso } from "#server/lib/time";
import { signedInUserColumns } from "./session-repository";
import { createSessionToken, hashSessionToken } from "./session-token";

/** The rows of an account's second factor (decision 023): its TOTP columns, recovery codes and sign-in challenges. */

export async function setPendingSecret(db: Db, userId: number, secret: string) {
  await db.updateTable("staff_users").set({ totp_pending_secret: secret, updated_at: nowIso() }).where("id", "=", userId).execute();
}

/** The pending secret becomes the account's, with `step` as its last used step and these recovery codes (hashes). */
export async function enableSecondFactor(db: Db, userId: number, input: { secret: string; step: number; codeHashes: string[] }) {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const updated = await trx
      .updateTable("staff_users")
      .set({ totp_secret: input.secret, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: input.step, updated_at: now })
      .where("id", "=", userId)
      .where("totp_pending_secret", "=", input.secret)
      .where("totp_secret", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new EnrolmentRaceError();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("staff_recovery_codes")
      .values(input.codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
      .execute();
  });
}

/** Two confirmations of one enrolment raced, or it was replaced meanwhile: the loser changes nothing. */
export class EnrolmentRaceError extends Error {}

/** Removes the second factor, its recovery codes and any challenge waiting for it. */
export async function disableSecondFactor(db: Db, userId: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: nowIso() })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("staff_sign_in_challenges").where("user_id", "=", userId).execute();
  });
}

/**
 * Records `step` as used, only if it is later than the last one: of two requests with one code, one wins.
 * False when the step (or a later one) was already used.
 */
export async function claimTotpStep(db: Db, userId: number, step: number) {
  const result = await db
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an unused recovery code of the account as used; false when it is not one (or was used already). */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string) {
  const result = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number) {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A challenge for the code after a right password; the token is returned once, only its sha256 is kept. */
export async function createChallenge(db: Db, userId: number, lifetimeSeconds: number, now = new Date()) {
  const token = createSessionToken();
  const expiresAt = nowIso(new Date(now.getTime() + lifetimeSeconds * 1000));
  // Old challenges are of no use to anyone: each new one sweeps the expired ones away.
  await db.deleteFrom("staff_sign_in_challenges").where("expires_at", "<", nowIso(now)).execute();
  await db
    .insertInto("staff_sign_in_challenges")
    .values({ user_id: userId, token_hash: hashSessionToken(token), created_at: nowIso(now), expires_at: expiresAt, used_at: null })
    .execute();
  return { token, expiresAt };
}

/** The unexpired, unused challenge of a token, with its enabled account's second factor; else undefined. */
export function findChallenge(db: Db, token: string, now = new Date()) {
  return db
    .selectFrom("staff_sign_in_challenges as c")
    .innerJoin("staff_users as u", "u.id", "c.user_id")
    .select(["c.id as challengeId", "c.code_attempts as codeAttempts", ...signedInUserColumns, "u.totp_last_step"])
    .where("c.token_hash", "=", hashSessionToken(token))
    .where("c.used_at", "is", null)
    .where("c.expires_at", ">", nowIso(now))
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
}

/**
 * Counts one code sent for the challenge, if it may still take one (fewer than `limit` so far, not used): in one
 * statement, so a burst of parallel codes cannot take more than `limit` between them. The count after this code,
 * or undefined when the challenge takes no more.
 */
export async function takeCodeAttempt(db: Db, challengeId: number, limit: number) {
  const row = await db
    .updateTable("staff_sign_in_challenges")
    .set((eb) => ({ code_attempts: eb("code_attempts", "+", 1) }))
    .where("id", "=", challengeId)
    .where("used_at", "is", null)
    .where("code_attempts", "<", limit)
    .returning("code_attempts")
    .executeTakeFirst();
  return row?.code_attempts;
}

/** Uses the challenge up; false when another request used it first. */
export async function consumeChallenge(db: Db, challengeId: number) {
  const result = await db
    .updateTable("staff_sign_in_challenges")
    .set({ used_at: nowIso() })
    .where("id", "=", challengeId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const requiredKey = "staff_second_factor_required";

/** The administrators' setting: every account must have a second factor. */
export async function secondFactorRequired(db: Db) {
  return (await readSetting(db, requiredKey)) === "true";
}

export function setSecondFactorRequired(db: Db, required: boolean) {
  return writeSetting(db, requiredKey, String(required));
}
