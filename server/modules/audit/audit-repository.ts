import { sql } from "kysely";
import type { Db } from "#server/db/database";
import type { AuditLogTable } from "#server/db/schema";
import type { Insertable } from "kysely";
import { pageOf } from "#server/lib/list-query";

/**
 * The one owner of the audit_log table. It inserts and reads; the only rows it removes are those past
 * retention, and the only change it makes is to blank an erased person's address (decision 024).
 */

export function insertAuditRow(db: Db, row: Insertable<AuditLogTable>) {
  return db.insertInto("audit_log").values(row).execute();
}

export interface AuditFilters {
  actor?: string;
  action?: string;
  /** Inclusive ISO bounds. */
  from?: string;
  to?: string;
}

export function listAuditRows(db: Db, { actor, action, from, to }: AuditFilters, page: number, limit: number) {
  const query = db
    .selectFrom("audit_log")
    .selectAll()
    .where((eb) =>
      eb.and([
        ...(actor ? [eb(sql<string>`lower(actor_email)`, "=", actor.toLowerCase())] : []),
        ...(action ? [eb("action", "=", action)] : []),
        ...(from ? [eb("at", ">=", from)] : []),
        ...(to ? [eb("at", "<=", to)] : []),
      ]),
    )
    .orderBy("at", "desc")
    .orderBy("id", "desc");
  return pageOf(query, page, limit);
}

/** Retention: rows recorded before `before` go. */
export async function purgeAuditRows(db: Db, before: string) {
  const result = await db.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * An erasure reaches the trail too: sign-in attempts that tried the erased address without being a
 * staff account keep their row (what, when, from where) but lose the address.
 */
export async function forgetTriedAddress(db: Db, email: string) {
  const result = await db
    .updateTable("audit_log")
    .set({ actor_email: null })
    .where("actor_id", "is", null)
    .where(sql<string>`lower(actor_email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
