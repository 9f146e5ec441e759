import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/database";
import { readSetting } from "#server/lib/settings-store";
import { nowIso } from "#server/lib/time";

const settingKey = "track-key-secret";

/**
 * The secret that signs /track's access keys when TRACK_KEY_SECRET is not set: drawn once by whichever instance first
 * needs it and kept in `settings`, so every instance of a fleet signs and reads the same keys. Two instances drawing at
 * once both insert-if-absent, and both then read the one that won.
 */
export async function storedTrackKeySecret(db: Db) {
  await db
    .insertInto("settings")
    .values({ key: settingKey, value: randomBytes(32).toString("base64url"), updated_at: nowIso() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const secret = await readSetting(db, settingKey);
  if (!secret) throw new Error("the /track key secret could not be kept in the database");
  return secret;
}

/**
 * The signing secret, read once per service: from the configuration, or from the database. A failed read is not kept,
 * so the next request tries again once the database answers.
 */
export function trackKeySecretOf(db: Db, configured: string | null) {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= configured
      ? Promise.resolve(configured)
      : storedTrackKeySecret(db).catch((error: unknown) => {
          secret = undefined;
          throw error;
        });
    return secret;
  };
}
