import type { Db } from "#server/db/database";
import type { Insertable } from "kysely";
import type { QuotesTable } from "#server/db/schema";
import { sameEmail } from "#server/lib/person-email";
import { nowIso } from "#server/lib/time";

/** The one owner of the quotes table. */

export async function insertQuote(db: Db, row: Insertable<QuotesTable>) {
  return await db.insertInto("quotes").values(row).returning(["id", "created_at"]).executeTakeFirstOrThrow();
}

/** The quote a key was first used for: what a retry is compared with. */
export function findByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom("quotes").select(["id", "created_at", "request_hash"]).where("idempotency_key", "=", key).executeTakeFirst();
}

// Data-subject requests (decision 024): everything held about one address, its correction and erasure.

export function findQuotesByEmail(db: Db, email: string) {
  return db
    .selectFrom("quotes")
    .select(["id", "status", "name", "company", "email", "phone", "details", "created_at"])
    .where(sameEmail("email", email))
    .orderBy("id")
    .execute();
}

/** Corrects the searchable columns and the same fields of the stored request, row by row (the JSON is rewritten whole). */
export async function correctQuotesOf(db: Db, email: string, change: { name?: string; email?: string; phone?: string }) {
  const rows = await db.selectFrom("quotes").select(["id", "details"]).where(sameEmail("email", email)).execute();
  for (const row of rows) {
    let details: Record<string, unknown>;
    try {
      details = JSON.parse(row.details) as Record<string, unknown>;
    } catch {
      details = {};
    }
    await db
      .updateTable("quotes")
      .set({ ...change, details: JSON.stringify({ ...details, ...change }), updated_at: nowIso() })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}

export async function eraseQuotesOf(db: Db, email: string) {
  return Number((await db.deleteFrom("quotes").where(sameEmail("email", email)).executeTakeFirst()).numDeletedRows);
}
