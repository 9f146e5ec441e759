import type { MigrationDb } from "../dialect-types";

/**
 * An opening's versions in other languages (issue 28, item 10): a JSON array of { lang, title, summary, sections },
 * one text column read and written whole with its opening, as its sections are. Existing openings have none, and
 * show their English, marked as English, in every language.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .alterTable("openings")
    .addColumn("translations", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: MigrationDb) {
  await db.schema.alterTable("openings").dropColumn("translations").execute();
}
