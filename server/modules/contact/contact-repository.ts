import type { ExpressionBuilder } from "kysely";
import type { ContactStatus } from "#contracts/api/contact";
import type { Db } from "#server/db/database";
import type { Database, NewContactMessage } from "#server/db/schema";
import { countByDay as countRowsByDay } from "#server/lib/daily-counts";
import { containsText, pageOf } from "#server/lib/list-query";
import { sameEmail, splitName } from "#server/lib/person-email";
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

// Data-subject requests (decision 024): everything held about one address, its correction and erasure.

export function findContactMessagesByEmail(db: Db, email: string) {
  return db.selectFrom("contact_messages").select(columns).where(sameEmail("email", email)).orderBy("id").execute();
}

export async function correctContactMessagesOf(db: Db, email: string, change: { name?: string; email?: string }) {
  const name = change.name === undefined ? {} : { first_name: splitName(change.name).first, last_name: splitName(change.name).last };
  const result = await db
    .updateTable("contact_messages")
    .set({ ...name, ...(change.email ? { email: change.email } : {}), updated_at: nowIso() })
    .where(sameEmail("email", email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function eraseContactMessagesOf(db: Db, email: string) {
  return Number((await db.deleteFrom("contact_messages").where(sameEmail("email", email)).executeTakeFirst()).numDeletedRows);
}
