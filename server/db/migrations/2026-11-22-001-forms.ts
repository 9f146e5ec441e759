import { binaryType, withId, type MigrationDb } from "../dialect-types";

/** Newsletter subscribers, contact messages, job applications and the mail outbox. */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("subscribers"))
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("source", "varchar(32)", (c) => c.notNull())
    .addColumn("confirm_token_hash", "varchar(64)")
    .addColumn("unsubscribe_token", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_ip", "varchar(64)")
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscribers_confirm_token").on("subscribers").column("confirm_token_hash").execute();

  await withId(db, db.schema.createTable("contact_messages"))
    .addColumn("first_name", "varchar(30)", (c) => c.notNull())
    .addColumn("last_name", "varchar(30)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("subject", "varchar(100)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
    .addColumn("ip", "varchar(64)")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created").on("contact_messages").columns(["created_at"]).execute();

  await withId(db, db.schema.createTable("applications"))
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("phone", "varchar(20)", (c) => c.notNull())
    .addColumn("position", "varchar(16)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
    .addColumn("resume", binaryType(db))
    .addColumn("resume_filename", "varchar(255)")
    .addColumn("resume_size", "integer")
    .addColumn("resume_consent_at", "text")
    .addColumn("ip", "varchar(64)")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("applications_created").on("applications").columns(["created_at"]).execute();

  await withId(db, db.schema.createTable("mail_outbox"))
    .addColumn("kind", "varchar(32)", (c) => c.notNull())
    .addColumn("to_address", "varchar(254)", (c) => c.notNull())
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("headers", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: MigrationDb) {
  for (const table of ["mail_outbox", "applications", "contact_messages", "subscribers"]) await db.schema.dropTable(table).execute();
}
