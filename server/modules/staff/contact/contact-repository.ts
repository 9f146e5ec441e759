import type { ExpressionBuilder } from "kysely";
import type { ContactListQuery, ContactStatus } from "#contracts/staff-api";
import type { Db } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { nowIso } from "#server/lib/time";
import { containsText, pageOf } from "../lib/list-query";

type Filters = Pick<ContactListQuery, "q" | "status">;

const columns = ["id", "first_name", "last_name", "email", "subject", "message", "status", "created_at", "updated_at"] as const;

function matching({ q, status }: Filters) {
  return (eb: ExpressionBuilder<Database, "contact_messages">) =>
    eb.and([
      ...(status ? [eb("status", "=", status)] : []),
      ...(q
        ? [eb.or([containsText("first_name", q), containsText("last_name", q), containsText("email", q), containsText("subject", q)])]
        : []),
    ]);
}

function newestFirst(db: Db, filters: Filters) {
  return db.selectFrom("contact_messages").select(columns).where(matching(filters)).orderBy("created_at", "desc").orderBy("id", "desc");
}

export function listContactMessages(db: Db, filters: Filters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportContactMessages(db: Db, filters: Filters) {
  return newestFirst(db, filters).execute();
}

export function findContactMessage(db: Db, id: number) {
  return db.selectFrom("contact_messages").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function setContactStatus(db: Db, id: number, status: ContactStatus) {
  const result = await db.updateTable("contact_messages").set({ status, updated_at: nowIso() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteContactMessage(db: Db, id: number) {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
