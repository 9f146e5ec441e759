import { withId, type MigrationDb } from "../dialect-types";

/**
 * The audit trail (issue 16, decision 024): one append-only row per recorded staff action and per
 * sign-in attempt. The actor is not a foreign key, so deleting an account keeps its history; the subject
 * is a type and an id, never the record's content. Rows older than 24 months go with the retention job.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "varchar(254)")
    .addColumn("action", "varchar(64)", (c) => c.notNull())
    .addColumn("subject_type", "varchar(32)")
    .addColumn("subject_id", "varchar(64)")
    .addColumn("ip", "varchar(64)")
    .addColumn("details", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_email", "at"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at"]).execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("audit_log").execute();
}
