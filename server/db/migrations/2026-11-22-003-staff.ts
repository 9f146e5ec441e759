import { withId, type MigrationDb } from "../dialect-types";

/** Staff accounts, their sessions, application notes and site settings. */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("staff_users"))
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(100)")
    .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("staff_sessions"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();

  await withId(db, db.schema.createTable("application_notes"))
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("application_notes_application").on("application_notes").column("application_id").execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "varchar(64)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb) {
  for (const table of ["settings", "application_notes", "staff_sessions", "staff_users"]) await db.schema.dropTable(table).execute();
}
