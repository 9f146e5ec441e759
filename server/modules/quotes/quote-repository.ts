import type { Db } from "#server/db/database";
import type { Insertable } from "kysely";
import type { QuotesTable } from "#server/db/schema";

/** The one owner of the quotes table. */

export async function insertQuote(db: Db, row: Insertable<QuotesTable>) {
  return await db.insertInto("quotes").values(row).returning(["id", "created_at"]).executeTakeFirstOrThrow();
}

/** The quote a key was first used for: what a retry is compared with. */
export function findByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom("quotes").select(["id", "created_at", "request_hash"]).where("idempotency_key", "=", key).executeTakeFirst();
}
