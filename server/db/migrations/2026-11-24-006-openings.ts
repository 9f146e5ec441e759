import { withId, type MigrationDb } from "../dialect-types";

/**
 * Job openings (issue 15) and the opening an application is for. An opening's sections (the blog's
 * section model) are one JSON text column: they are always read and written whole with their opening,
 * never queried on their own.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("openings"))
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(120)", (c) => c.notNull())
    .addColumn("department", "varchar(80)", (c) => c.notNull())
    .addColumn("city", "varchar(80)", (c) => c.notNull().defaultTo(""))
    .addColumn("region", "varchar(80)", (c) => c.notNull().defaultTo(""))
    .addColumn("remote", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("employment_type", "varchar(16)", (c) => c.notNull())
    .addColumn("experience_min_years", "integer", (c) => c.notNull())
    .addColumn("experience_max_years", "integer")
    .addColumn("salary_min", "integer")
    .addColumn("salary_max", "integer")
    .addColumn("salary_period", "varchar(8)", (c) => c.notNull().defaultTo("year"))
    .addColumn("summary", "varchar(400)", (c) => c.notNull())
    .addColumn("sections", "text", (c) => c.notNull())
    // YYYY-MM-DD
    .addColumn("posted_on", "varchar(10)", (c) => c.notNull())
    .addColumn("closes_on", "varchar(10)", (c) => c.notNull())
    .addColumn("status", "varchar(8)", (c) => c.notNull().defaultTo("draft"))
    // Seeded example content, shown to staff as sample data until they edit or delete it.
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    // Optimistic locking: an edit names the version it started from.
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The public list (open, by posting date) and the staff list's filters.
  await db.schema.createIndex("openings_status_posted").on("openings").columns(["status", "posted_on", "id"]).execute();
  await db.schema.createIndex("openings_posted").on("openings").columns(["posted_on", "id"]).execute();
  await db.schema.createIndex("openings_type").on("openings").column("employment_type").execute();

  // No ON DELETE action: an opening with applications cannot be deleted (staff close it instead).
  await db.schema
    .alterTable("applications")
    .addColumn("opening_id", "integer", (c) => c.references("openings.id"))
    .execute();
  await db.schema.createIndex("applications_opening").on("applications").column("opening_id").execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropIndex("applications_opening").execute();
  await db.schema.alterTable("applications").dropColumn("opening_id").execute();
  await db.schema.dropTable("openings").execute();
}
