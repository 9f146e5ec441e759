import type { ExpressionBuilder } from "kysely";
import type { ContactStatus } from "#contracts/api/contact";
import type { Db } from "#server/db/database";
import type { Database, NewContactMessage } from "#server/db/schema";
import { countByDay as countRowsByDay } from "#server/lib/daily-counts";
import { containsText, pageOf } from "#server/lib/list-query";
import { nowIso } from "#server/lib/time";

/** The one owner of the contact_messages table. */

export interface ContactFilters {
  q?: string;
  status?: ContactStatus | "";
}

const columns = ["id", "first_name", "last_name", "email", "subject", "message", "status", "created_at", "updated_at"] as const;

export type ContactRow = Awaited<ReturnType<typeof findContactMessage>> & {};

export async function insertContactMessage(db: Db, row: NewContactMessage) {
  return (await db.insertInto("contact_messages").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

function matching({ q, status }: ContactFilters) {
  return (eb: ExpressionBuilder<Database, "contact_messages">) =>
    eb.and([
      ...(status ? [eb("status", "=", status)] : []),
      ...(q
        ? [eb.or([containsText("first_name", q), containsText("last_name", q), containsText("email", q), containsText("subject", q)])]
        : []),
    ]);
}

function newestFirst(db: Db, filters: ContactFilters) {
  return db.selectFrom("contact_messages").select(columns).where(matching(filters)).orderBy("created_at", "desc").orderBy("id", "desc");
}

export function listContactMessages(db: Db, filters: ContactFilters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportContactMessages(db: Db, filters: ContactFilters) {
  return newestFirst(db, filters).execute();
}

export function findContactMessage(db: Db, id: number) {
  return db.selectFrom("contact_messages").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Sets the status and reads the row back in one statement; undefined when the message is gone. */
export function setContactStatus(db: Db, id: number, status: ContactStatus) {
  return db
    .updateTable("contact_messages")
    .set({ status, updated_at: nowIso() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteContactMessage(db: Db, id: number) {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function countByStatus(db: Db) {
  return db
    .selectFrom("contact_messages")
    .select(["status as key", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
}

export function countByDay(db: Db, now: Date) {
  return countRowsByDay(db, "contact_messages", now);
}
