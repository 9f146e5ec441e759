import { sql, type Expression, type ExpressionBuilder, type Transaction } from "kysely";
import { unsentMailStatuses, type UnsentMailStatus } from "#contracts/api/mail-outbox";
import type { Db, Dialect } from "#server/db/database";
import type { Database, MailMessage } from "#server/db/schema";
import { containsText, pageOf } from "#server/lib/list-query";
import { sameEmail } from "#server/lib/person-email";
import { nowIso } from "#server/lib/time";
import type { OutgoingMail } from "#server/mail/outgoing-mail";

export type DbOrTx = Db | Transaction<Database>;

/**
 * Queues an email. Callers pass the transaction that writes the row the email
 * is about, so the email exists exactly when the row does.
 */
export async function queueMail(db: DbOrTx, mail: OutgoingMail, now = new Date()) {
  const at = nowIso(now);
  await db
    .insertInto("mail_outbox")
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject.slice(0, 200),
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: JSON.stringify(mail.headers ?? {}),
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

/**
 * Claims up to `limit` due rows for `leaseMs` and returns them, all with the same locked_until. One statement for the
 * mail outside any stream: on SQLite the single writer makes it atomic; on PostgreSQL the inner select takes row
 * locks with SKIP LOCKED, so two instances never claim the same row. Then the rows of mail streams (campaigns,
 * issue 32) fill what is left of the batch, each stream within its rate (claimStreamMail).
 */
export async function claimDueMail(db: Db, dialect: Dialect, { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number }) {
  const at = nowIso(now);
  const until = nowIso(new Date(now.getTime() + leaseMs));
  let due = db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("stream_id", "is", null)
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  const rows = (await db
    .updateTable("mail_outbox")
    .set({ locked_until: until })
    .where("id", "in", due)
    // Re-checked so a row claimed between the subquery and the update (SQLite) is not taken twice.
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .returningAll()
    .execute()) as MailMessage[];
  if (rows.length < limit) rows.push(...(await claimStreamMail(db, dialect, { at, until, limit: limit - rows.length })));
  return rows;
}

/** The rows of one stream that may be claimed at `at`: pending, due, and not held by a worker. */
function dueInStream(db: DbOrTx, streamId: number, at: string) {
  return db
    .selectFrom("mail_outbox")
    .select("id")
    .where("stream_id", "=", streamId)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]));
}

/**
 * Claims rows of the streams that are not paused, at most each stream's rate per rolling minute across the fleet:
 * what a stream may still send is its rate less its mails sent in the last minute and those held by a worker now
 * (being sent). The count and the claim run in one transaction that first locks the stream's row (PostgreSQL: FOR
 * UPDATE; SQLite has one writer), so two instances never both spend the same minute's allowance.
 */
async function claimStreamMail(db: Db, dialect: Dialect, { at, until, limit }: { at: string; until: string; limit: number }) {
  const claimed: MailMessage[] = [];
  const minuteAgo = nowIso(new Date(Date.parse(at) - 60_000));
  const streams = await db
    .selectFrom("mail_streams")
    .select(["id", "rate_per_minute"])
    .where("paused", "=", 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("mail_outbox")
          .select("mail_outbox.id")
          .whereRef("mail_outbox.stream_id", "=", "mail_streams.id")
          .where("mail_outbox.status", "=", "pending")
          .where("mail_outbox.next_attempt_at", "<=", at)
          .where((inner) => inner.or([inner("mail_outbox.locked_until", "is", null), inner("mail_outbox.locked_until", "<=", at)])),
      ),
    )
    .orderBy("id")
    .execute();
  for (const stream of streams) {
    if (claimed.length >= limit) break;
    const rows = await db.transaction().execute(async (trx) => {
      let lock = trx.selectFrom("mail_streams").select(["id", "paused", "rate_per_minute"]).where("id", "=", stream.id);
      if (dialect === "postgres") lock = lock.forUpdate();
      const current = await lock.executeTakeFirst();
      if (!current || current.paused) return [];
      const used = await trx
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("stream_id", "=", stream.id)
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "sent"), eb("sent_at", ">", minuteAgo)]),
            eb.and([eb("status", "=", "pending"), eb("locked_until", ">", at)]),
          ]),
        )
        .executeTakeFirstOrThrow();
      const allowance = Math.min(current.rate_per_minute - Number(used.count), limit - claimed.length);
      if (allowance <= 0) return [];
      // The ids first, then the update: inside an UPDATE … WHERE id IN (…), PostgreSQL may run the LIMIT subquery
      // more than once and claim past the allowance.
      let due = dueInStream(trx, stream.id, at).orderBy("id").limit(allowance);
      if (dialect === "postgres") due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      return (await trx
        .updateTable("mail_outbox")
        .set({ locked_until: until })
        .where("id", "in", ids)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
        .returningAll()
        .execute()) as MailMessage[];
    });
    claimed.push(...rows);
  }
  return claimed;
}

/**
 * Extends a claim: the rows of `ids` still held under `claim` (the values of locked_until the claim may have: a
 * renewal that timed out may still have been applied) are held until `until`, the claim's new value. Returns the ids
 * still held: a row settled meanwhile, or taken by another worker after the claim ran out, is no longer this worker's.
 */
export async function renewClaim(db: Db, ids: number[], claim: string[], until: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable("mail_outbox")
    .set({ locked_until: nowIso(until) })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .where("locked_until", "in", claim)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Records the rows of one claim as sent, in one statement. Only the holder of
 * the claim may settle a row: a worker whose lease ran out must not overwrite
 * a newer claim. Answers how many rows it settled.
 */
export async function markSent(db: Db, ids: number[], claim: string[], now: Date) {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: nowIso(now), attempts: sql`attempts + 1`, locked_until: null, last_error: null })
    .where("id", "in", ids)
    .where("locked_until", "in", claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markAttemptFailed(
  db: Db,
  row: MailMessage,
  claim: string[],
  { error, nextAttemptAt, giveUp }: { error: string; nextAttemptAt: Date; giveUp: boolean },
) {
  await db
    .updateTable("mail_outbox")
    .set({
      status: giveUp ? "failed" : "pending",
      attempts: sql`attempts + 1`,
      next_attempt_at: nowIso(nextAttemptAt),
      locked_until: null,
      last_error: error.slice(0, 1000),
    })
    .where("id", "=", row.id)
    .where("locked_until", "in", claim)
    .execute();
}

/** What the staff list shows of a mail (never its bodies or headers). */
const staffColumns = [
  "id",
  "kind",
  "to_address",
  "subject",
  "status",
  "attempts",
  "last_error",
  "next_attempt_at",
  "created_at",
  "retried_at",
] as const;

/** One page of the mail not sent yet (pending, failed or both), newest first; q searches the recipient and the subject. */
export function listUnsentMail(db: Db, { page, limit, q, status }: { page: number; limit: number; q?: string; status?: UnsentMailStatus }) {
  let query = db
    .selectFrom("mail_outbox")
    .select(staffColumns)
    .where("status", "in", status ? [status] : [...unsentMailStatuses]);
  if (q) query = query.where((eb) => eb.or([containsText("to_address", q), containsText("subject", q)]));
  return pageOf(query.orderBy("created_at", "desc").orderBy("id", "desc"), page, limit);
}

export type UnsentMailRow = Awaited<ReturnType<typeof listUnsentMail>>["rows"][number];

/** How many mails wait and how many were given up on, and when the oldest waiting one was queued. */
export async function outboxDepth(db: Db) {
  const rows = await db
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count"), eb.fn.min("created_at").as("oldest")])
    .where("status", "in", [...unsentMailStatuses])
    .groupBy("status")
    .execute();
  const of = (status: UnsentMailStatus) => rows.find((row) => row.status === status);
  return {
    pending: Number(of("pending")?.count ?? 0),
    failed: Number(of("failed")?.count ?? 0),
    oldestPendingAt: of("pending")?.oldest ?? null,
  };
}

export function findMailStatus(db: Db, id: number) {
  return db.selectFrom("mail_outbox").select(["status", "locked_until"]).where("id", "=", id).executeTakeFirst();
}

/**
 * Puts a pending or failed mail back to be sent at `now`, with a new retry window. A row a worker
 * holds a claim on is left alone: it is being sent, and taking it back could send it twice.
 * Returns the row, or undefined when nothing was changed.
 */
export function retryMail(db: Db, id: number, now: Date) {
  const at = nowIso(now);
  return db
    .updateTable("mail_outbox")
    .set({ status: "pending", next_attempt_at: at, retried_at: at })
    .where("id", "=", id)
    .where("status", "in", [...unsentMailStatuses])
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .returning(staffColumns)
    .executeTakeFirst();
}

// Data-subject requests (decision 024): mail to an address, or naming it (a staff notification's Reply-To and body).

function toOrAbout(email: string) {
  return (eb: ExpressionBuilder<Database, "mail_outbox">) =>
    eb.or([
      sameEmail("to_address", email),
      containsText("text_body", email),
      containsText("html_body", email),
      containsText("headers", email),
      containsText("subject", email),
    ]);
}

/** The mails to or about an address, in the shape of a data-subject request's answer. */
export function findMailOf(db: DbOrTx, email: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "kind", "to_address as toAddress", "subject", "status", "created_at as createdAt"])
    .where(toOrAbout(email))
    .orderBy("id")
    .execute();
}

/**
 * Deletes every mail to or about an address, whatever its status (a mail a worker is sending is already out), and
 * answers their ids: the file transport's copies of them go too (issue 28).
 */
export async function eraseMailOf(db: DbOrTx, email: string) {
  return (await db.deleteFrom("mail_outbox").where(toOrAbout(email)).returning("id").execute()).map((row) => row.id);
}

/** Of these ids, those no longer in the outbox (erased while a worker sent them). */
export async function missingMail(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const present = new Set((await db.selectFrom("mail_outbox").select("id").where("id", "in", ids).execute()).map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}

// Mail streams (issue 32): a campaign's mails, queued at once, sent at the stream's rate, paused and resumed together.

/** Opens a stream sending at most `ratePerMinute` mails a minute; answers its id. */
export async function createStream(db: DbOrTx, ratePerMinute: number, now = new Date()) {
  const row = await db
    .insertInto("mail_streams")
    .values({ rate_per_minute: ratePerMinute, paused: 0, created_at: nowIso(now) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pauses or resumes a stream, or changes its rate; the worker reads both at each claim. */
export async function updateStream(db: DbOrTx, id: number, change: { paused?: boolean; ratePerMinute?: number }) {
  await db
    .updateTable("mail_streams")
    .set({
      ...(change.paused === undefined ? {} : { paused: change.paused ? 1 : 0 }),
      ...(change.ratePerMinute === undefined ? {} : { rate_per_minute: change.ratePerMinute }),
    })
    .where("id", "=", id)
    .execute();
}

/** The columns a stream's INSERT … SELECT fills, in this order (queueStreamMail). */
export const streamMailColumns = [
  "kind",
  "to_address",
  "subject",
  "text_body",
  "html_body",
  "headers",
  "status",
  "attempts",
  "next_attempt_at",
  "created_at",
  "stream_id",
] as const;

/**
 * Queues many mails of a stream in one INSERT … SELECT: `rows` selects the columns of streamMailColumns, in that
 * order (the module that owns the recipients builds it). Answers how many were queued.
 */
export async function queueStreamMail(db: DbOrTx, rows: Expression<unknown>) {
  const result = await db
    .insertInto("mail_outbox")
    .columns([...streamMailColumns])
    .expression(rows as never)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Takes a stream's waiting mails to an address out of the outbox (an unsubscribe, a bounce, an erasure while a
 * campaign sends): a mail a worker holds now is being sent and stays. Answers how many were taken out.
 */
export async function cancelStreamMailTo(db: DbOrTx, email: string, now = new Date()) {
  const at = nowIso(now);
  const result = await db
    .deleteFrom("mail_outbox")
    .where("stream_id", "is not", null)
    .where("status", "=", "pending")
    .where(sameEmail("to_address", email))
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How a stream's mails stand: waiting (pending), sent and failed for good. */
export async function streamCounts(db: DbOrTx, streamId: number) {
  const rows = await db
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .where("stream_id", "=", streamId)
    .groupBy("status")
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { queued: of("pending"), sent: of("sent"), failed: of("failed") };
}

/** The stream's mails that failed for good, newest first, with the SMTP server's answer. */
export function streamFailures(db: DbOrTx, streamId: number, limit: number) {
  return db
    .selectFrom("mail_outbox")
    .select(["to_address as email", "last_error as error", "next_attempt_at as at"])
    .where("stream_id", "=", streamId)
    .where("status", "=", "failed")
    .orderBy("next_attempt_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Mails sent per minute (the minute as YYYY-MM-DDTHH:MM), oldest first. */
export async function streamSendsPerMinute(db: DbOrTx, streamId: number) {
  const minute = sql<string>`substr(sent_at, 1, 16)`;
  const rows = await db
    .selectFrom("mail_outbox")
    .select([minute.as("minute"), (eb) => eb.fn.countAll<number | string>().as("sent")])
    .where("stream_id", "=", streamId)
    .where("status", "=", "sent")
    .groupBy(minute)
    .orderBy(minute)
    .execute();
  return rows.map((row) => ({ minute: row.minute, sent: Number(row.sent) }));
}

/** The addresses a stream's mails went (or go) to, as a subquery for the module that owns the recipients. */
export function streamAddresses(db: DbOrTx, streamId: number) {
  return db.selectFrom("mail_outbox").select("to_address").where("stream_id", "=", streamId);
}

/** The streams that sent mail to an address (a data-subject request), with when. */
export function streamsSentTo(db: DbOrTx, email: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["stream_id", "sent_at"])
    .where("stream_id", "is not", null)
    .where("status", "=", "sent")
    .where(sameEmail("to_address", email))
    .orderBy("id")
    .execute();
}

/** The highest outbox id now: the rows of a stream queued before a re-render are those at or below it. */
export async function lastMailId(db: DbOrTx) {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** A stream's waiting mails (not held by a worker) up to `maxId`. */
function waitingInStream(db: DbOrTx, streamId: number, maxId: number, at: string) {
  return db
    .selectFrom("mail_outbox")
    .where("stream_id", "=", streamId)
    .where("status", "=", "pending")
    .where("id", "<=", maxId)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]));
}

/** The addresses of a stream's waiting mails up to `maxId`, as a subquery (a paused campaign's re-render). */
export function waitingStreamAddresses(db: DbOrTx, streamId: number, maxId: number, now = new Date()) {
  return waitingInStream(db, streamId, maxId, nowIso(now)).select("to_address");
}

/** Deletes a stream's waiting mails up to `maxId` (replaced by a re-render); answers how many. */
export async function dropWaitingStreamMail(db: DbOrTx, streamId: number, maxId: number, now = new Date()) {
  const ids = waitingInStream(db, streamId, maxId, nowIso(now)).select("id");
  const result = await db.deleteFrom("mail_outbox").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
