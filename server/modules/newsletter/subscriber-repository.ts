import { sql, type Expression, type ExpressionBuilder } from "kysely";
import type { SubscriberStatus } from "#contracts/api/subscribers";
import type { LanguageCode } from "#contracts/languages";
import type { Db } from "#server/db/database";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";
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

export async function markUnsubscribed(db: DbOrTx, id: number, at = nowIso()) {
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

// Campaigns (issue 32): the recipients of a campaign's mails, bounces.

/** What one language's subscribers receive: the mail with `tokenPlaceholder` where each one's unsubscribe token goes. */
export interface CampaignMailTemplate {
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** JSON of the headers (List-Unsubscribe), with the placeholder too. */
  headers: string;
}

/**
 * The outbox rows of one language's confirmed subscribers, as a SELECT of the outbox's stream columns
 * (streamMailColumns, in order): each gets the template with their own unsubscribe token put in by the database.
 */
export function campaignRowsOf(
  db: DbOrTx,
  {
    lang,
    template,
    tokenPlaceholder,
    streamId,
    at,
    onlyAddresses,
  }: {
    lang: LanguageCode;
    template: CampaignMailTemplate;
    tokenPlaceholder: string;
    streamId: number;
    at: string;
    /** A subquery of addresses: only these subscribers (a paused campaign's waiting mails, rendered again). */
    onlyAddresses?: Expression<unknown>;
  },
) {
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  const personal = (value: string) => sql<string>`replace(cast(${value} as text), cast(${tokenPlaceholder} as text), unsubscribe_token)`;
  return db
    .selectFrom("subscribers")
    .select([
      text(template.kind).as("kind"),
      "email as to_address",
      text(template.subject).as("subject"),
      personal(template.text).as("text_body"),
      personal(template.html).as("html_body"),
      personal(template.headers).as("headers"),
      text("pending").as("status"),
      sql<number>`0`.as("attempts"),
      text(at).as("next_attempt_at"),
      text(at).as("created_at"),
      sql<number>`cast(${streamId} as integer)`.as("stream_id"),
    ])
    .where("status", "=", "confirmed")
    .where("lang", "=", lang)
    .$if(onlyAddresses !== undefined, (query) => query.where("email", "in", onlyAddresses as never))
    .orderBy("id");
}

/** How many confirmed subscribers of these languages (every language when empty) a campaign would reach now. */
export async function countConfirmedIn(db: DbOrTx, langs: readonly LanguageCode[]) {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "confirmed")
    .$if(langs.length > 0, (query) => query.where("lang", "in", langs))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks a confirmed address bounced (a campaign mail refused for good); answers whether it was confirmed. */
export async function markBounced(db: DbOrTx, email: string, at = nowIso()) {
  const result = await db
    .updateTable("subscribers")
    .set({ status: "bounced", bounced_at: at, updated_at: at })
    .where(sameEmail("email", email))
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A bounced subscriber confirmed again (staff cleared the mark); answers whether it was bounced. */
export async function clearBounce(db: DbOrTx, id: number, at = nowIso()) {
  const result = await db
    .updateTable("subscribers")
    .set({ status: "confirmed", bounced_at: null, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "bounced")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findSubscriber(db: DbOrTx, id: number) {
  return db.selectFrom("subscribers").select(staffColumns).where("id", "=", id).executeTakeFirst();
}

/** How many of these addresses (a subquery of e-mail addresses) unsubscribed at or after `since`. */
export async function countUnsubscribedAmong(db: DbOrTx, addresses: Expression<unknown>, since: string) {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "unsubscribed")
    .where("unsubscribed_at", ">=", since)
    .where("email", "in", addresses as never)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
