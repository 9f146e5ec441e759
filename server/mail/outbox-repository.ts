import { sql, type Transaction } from "kysely";
import type { Db, Dialect } from "#server/db/database";
import type { Database, MailMessage } from "#server/db/schema";
import { nowIso } from "#server/lib/time";

export type DbOrTx = Db | Transaction<Database>;

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, Reply-To …). */
  headers?: Record<string, string>;
}

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
  return (await db
    .updateTable("mail_outbox")
    .set({ locked_until: until })
    .where("id", "in", due)
    // Re-checked so a row claimed between the subquery and the update (SQLite) is not taken twice.
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .returningAll()
    .execute()) as MailMessage[];
}

/**
 * Records the rows of one claim as sent, in one statement. Only the holder of
 * the claim may settle a row: a worker whose lease ran out must not overwrite
 * a newer claim.
 */
export async function markSent(db: Db, rows: MailMessage[], now: Date) {
  if (rows.length === 0) return;
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: nowIso(now), attempts: sql`attempts + 1`, locked_until: null, last_error: null })
    .where("id", "in", rows.map((row) => row.id))
    .where("locked_until", "=", rows[0].locked_until)
    .execute();
}

export async function markAttemptFailed(db: Db, row: MailMessage, { error, nextAttemptAt, giveUp }: { error: string; nextAttemptAt: Date; giveUp: boolean }) {
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
    .where("locked_until", "=", row.locked_until)
    .execute();
}
