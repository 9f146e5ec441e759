import { withId, type MigrationDb } from "../dialect-types";

/**
 * Every save of a post kept as a version (issue 30, item 7): what the editor wrote, who saved it and when, so any
 * earlier version can be compared with the current one and restored. Deleted with its post.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("post_versions"))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("color_scheme", "text")
    .addColumn("sections", "text", (c) => c.notNull())
    .addColumn("saved_by", "integer")
    .addColumn("saved_by_name", "text")
    .addColumn("saved_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_versions_post").on("post_versions").columns(["post_id", "id"]).execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("post_versions").execute();
}
