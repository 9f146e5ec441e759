import { withId, type MigrationDb } from "../dialect-types";

/**
 * Newsletter campaigns (issue 32). A campaign keeps its versions (a JSON object by language of { subject, preheader,
 * body }) and audience (a JSON array of languages; empty for every confirmed subscriber) whole, as openings keep
 * their translations. When it starts sending, the outbox opens a mail stream for it (`mail_streams`: the rate per
 * minute and whether it is paused, which the worker's claim reads) and queues one row per recipient tied to the
 * stream (`mail_outbox.stream_id`). A subscriber whose address bounced is marked `bounced` (`bounced_at`).
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("mail_streams"))
    .addColumn("rate_per_minute", "integer", (c) => c.notNull())
    .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("stream_id", "integer").execute();
  await db.schema.createIndex("mail_outbox_stream").on("mail_outbox").columns(["stream_id", "status", "sent_at"]).execute();

  await withId(db, db.schema.createTable("campaigns"))
    .addColumn("versions", "text", (c) => c.notNull())
    .addColumn("audience_languages", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("rate_per_minute", "integer", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("scheduled_at", "text")
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("stream_id", "integer")
    .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("campaigns_status").on("campaigns").columns(["status", "scheduled_at"]).execute();

  await db.schema.alterTable("subscribers").addColumn("bounced_at", "text").execute();
}

export async function down(db: MigrationDb) {
  await db.schema.alterTable("subscribers").dropColumn("bounced_at").execute();
  await db.schema.dropTable("campaigns").execute();
  await db.schema.dropIndex("mail_outbox_stream").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("stream_id").execute();
  await db.schema.dropTable("mail_streams").execute();
}
