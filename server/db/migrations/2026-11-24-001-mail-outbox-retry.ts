import type { MigrationDb } from "../dialect-types";

/**
 * The staff's retry of an outbox mail: when they last asked for it, which starts a new 7-day retry
 * window (server/mail/backoff.ts). The staff list of unsent mail filters on status and sorts on
 * created_at, so both are indexed together.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable("mail_outbox").addColumn("retried_at", "text").execute();
  await db.schema.createIndex("mail_outbox_status_created").on("mail_outbox").columns(["status", "created_at"]).execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropIndex("mail_outbox_status_created").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("retried_at").execute();
}
