import type { ExpressionBuilder } from "kysely";
import type { SubscriberListQuery } from "#contracts/staff-api";
import type { Db } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { containsText, pageOf } from "../lib/list-query";

type Filters = Pick<SubscriberListQuery, "q" | "status">;

// Never the token columns: they are the subscriber's secrets.
const columns = ["id", "email", "status", "source", "consent_at", "confirmed_at", "unsubscribed_at", "created_at"] as const;

function matching({ q, status }: Filters) {
  return (eb: ExpressionBuilder<Database, "subscribers">) =>
    eb.and([...(status ? [eb("status", "=", status)] : []), ...(q ? [containsText("email", q)] : [])]);
}

function newestFirst(db: Db, filters: Filters) {
  return db.selectFrom("subscribers").select(columns).where(matching(filters)).orderBy("created_at", "desc").orderBy("id", "desc");
}

export function listSubscribers(db: Db, filters: Filters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportSubscribers(db: Db, filters: Filters) {
  return newestFirst(db, filters).execute();
}

export async function deleteSubscriber(db: Db, id: number) {
  const result = await db.deleteFrom("subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
