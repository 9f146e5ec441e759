import type { ExpressionBuilder } from "kysely";
import type { SubscriberStatus } from "#contracts/api/subscribers";
import type { LanguageCode } from "#contracts/languages";
import type { Db } from "#server/db/database";
import type { Database, Subscriber } from "#server/db/schema";
import { containsText, pageOf } from "#server/lib/list-query";
import { sameEmail } from "#server/lib/person-email";
import { nowIso } from "#server/lib/time";

/** The one owner of the subscribers table. */

export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus | "";
}

export function findByEmail(db: Db, email: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findByConfirmHash(db: Db, hash: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("confirm_token_hash", "=", hash).executeTakeFirst();
}

export function findByUnsubscribeToken(db: Db, token: string): Promise<Subscriber | undefined> {
  return db.selectFrom("subscribers").selectAll().where("unsubscribe_token", "=", token).executeTakeFirst();
}

export interface PendingSubscription {
  source: string;
  /** The page's language: the language of this and later mails to the address. */
  lang: LanguageCode;
  confirmTokenHash: string;
  ip: string;
  at: string;
}

/** A new address, pending until confirmed. */
export async function insertPending(db: Db, email: string, unsubscribeToken: string, p: PendingSubscription) {
  await db
    .insertInto("subscribers")
    .values({
      email,
      status: "pending",
      source: p.source,
      lang: p.lang,
      confirm_token_hash: p.confirmTokenHash,
      unsubscribe_token: unsubscribeToken,
      consent_at: p.at,
      consent_ip: p.ip,
      created_at: p.at,
      updated_at: p.at,
    })
    .execute();
}

/** A known address asks again: pending anew, with a new confirmation link and fresh consent. */
export async function makePending(db: Db, id: number, p: PendingSubscription) {
  await db
    .updateTable("subscribers")
    .set({
      status: "pending",
      source: p.source,
      lang: p.lang,
      confirm_token_hash: p.confirmTokenHash,
      consent_at: p.at,
      consent_ip: p.ip,
      confirmed_at: null,
      unsubscribed_at: null,
      updated_at: p.at,
    })
    .where("id", "=", id)
    .execute();
}

/** Confirms only if still pending with this link: a concurrent unsubscribe or a newer link wins. */
export async function confirmPending(db: Db, id: number, confirmTokenHash: string, at = nowIso()) {
  const result = await db
    .updateTable("subscribers")
    .set({ status: "confirmed", confirmed_at: at, confirm_token_hash: null, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("confirm_token_hash", "=", confirmTokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markUnsubscribed(db: Db, id: number, at = nowIso()) {
  await db
    .updateTable("subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: at, confirm_token_hash: null, updated_at: at })
    .where("id", "=", id)
    .execute();
}

// Never the token columns: they are the subscriber's secrets.
const staffColumns = ["id", "email", "status", "source", "consent_at", "confirmed_at", "unsubscribed_at", "created_at"] as const;

export type SubscriberRow = Awaited<ReturnType<typeof exportSubscribers>>[number];

function matching({ q, status }: SubscriberFilters) {
  return (eb: ExpressionBuilder<Database, "subscribers">) =>
    eb.and([...(status ? [eb("status", "=", status)] : []), ...(q ? [containsText("email", q)] : [])]);
}

function newestFirst(db: Db, filters: SubscriberFilters) {
  return db.selectFrom("subscribers").select(staffColumns).where(matching(filters)).orderBy("created_at", "desc").orderBy("id", "desc");
}

export function listSubscribers(db: Db, filters: SubscriberFilters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportSubscribers(db: Db, filters: SubscriberFilters) {
  return newestFirst(db, filters).execute();
}

export async function deleteSubscriber(db: Db, id: number) {
  const result = await db.deleteFrom("subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function countByStatus(db: Db) {
  return db
    .selectFrom("subscribers")
    .select(["status as key", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
}

// Data-subject requests (decision 024): everything held about one address, its correction and erasure.

/** An address's subscriptions, in the shape of a data-subject request's answer. */
export function findSubscriptionsByEmail(db: Db, email: string) {
  return db
    .selectFrom("subscribers")
    .select([
      "id",
      "email",
      "status",
      "source",
      "consent_at as consentAt",
      "confirmed_at as confirmedAt",
      "unsubscribed_at as unsubscribedAt",
    ])
    .where(sameEmail("email", email))
    .orderBy("id")
    .execute();
}

export async function correctSubscriptionsOf(db: Db, email: string, change: { email?: string }) {
  if (!change.email) return 0;
  const result = await db
    .updateTable("subscribers")
    .set({ email: change.email, updated_at: nowIso() })
    .where(sameEmail("email", email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function eraseSubscriptionsOf(db: Db, email: string) {
  return Number((await db.deleteFrom("subscribers").where(sameEmail("email", email)).executeTakeFirst()).numDeletedRows);
}
