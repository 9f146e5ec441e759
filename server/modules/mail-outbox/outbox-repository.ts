import { sql, type ExpressionBuilder, type Transaction } from "kysely";
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
 * Claims up to `limit` due rows for `leaseMs` and returns them. One statement:
 * on SQLite the single writer makes it atomic; on PostgreSQL the inner select
 * takes row locks with SKIP LOCKED, so two instances never claim the same row.
 */
export async function claimDueMail(db: Db, dialect: Dialect, { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number }) {
  const at = nowIso(now);
  const until = nowIso(new Date(now.getTime() + leaseMs));
  let due = db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  return (
    (await db
      .updateTable("mail_outbox")
      .set({ locked_until: until })
      .where("id", "in", due)
      // Re-checked so a row claimed between the subquery and the update (SQLite) is not taken twice.
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
      .returningAll()
      .execute()) as MailMessage[]
  );
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
