import { withId, type MigrationDb } from "../dialect-types";

/**
 * Quote requests (issue 14). The columns the staff list filters, sorts or searches on are columns of
 * their own (and indexed); the rest of the request (package and container lines, cargo details,
 * extras) is the validated payload as JSON in `details`. The totals are the server's own figures.
 * `idempotency_key` is unique (NULLs apart), so a retried submit can never make a second row;
 * `request_hash` tells a retry from a different request under the same key.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("quotes"))
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
    .addColumn("mode", "varchar(16)", (c) => c.notNull())
    .addColumn("direction", "varchar(16)", (c) => c.notNull())
    .addColumn("origin", "varchar(100)", (c) => c.notNull())
    .addColumn("destination", "varchar(100)", (c) => c.notNull())
    .addColumn("incoterm", "varchar(3)", (c) => c.notNull())
    .addColumn("ready_date", "varchar(10)", (c) => c.notNull())
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("company", "varchar(100)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("phone", "varchar(20)", (c) => c.notNull())
    .addColumn("gross_kg", "double precision", (c) => c.notNull())
    .addColumn("volume_m3", "double precision", (c) => c.notNull())
    .addColumn("chargeable_kg", "double precision")
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "varchar(100)", (c) => c.unique())
    .addColumn("request_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("ip", "varchar(64)")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("quotes_created").on("quotes").columns(["created_at"]).execute();
  await db.schema.createIndex("quotes_status_created").on("quotes").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("quotes_mode").on("quotes").columns(["mode"]).execute();
  await db.schema.createIndex("quotes_direction").on("quotes").columns(["direction"]).execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("quotes").execute();
}
