import type { Db } from "#server/db/database";
import { nowIso } from "#server/lib/time";

/** One value of the `settings` table (key → text), or undefined when it was never set. */
export async function readSetting(db: Db, key: string) {
  return (await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst())?.value;
}

export async function writeSetting(db: Db, key: string, value: string) {
  const updated_at = nowIso();
  await db
    .insertInto("settings")
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}
