import { withId, type MigrationDb } from "../dialect-types";

/** Blog posts and their ordered sections: the one source of truth for every article. */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("posts"))
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("date", "varchar(10)", (c) => c.notNull())
    .addColumn("excerpt", "varchar(400)", (c) => c.notNull())
    .addColumn("image", "varchar(300)", (c) => c.notNull())
    .addColumn("color_scheme", "varchar(16)")
    // /blog1 … /blog9 show the post with this number in the static-article layout.
    .addColumn("static_number", "integer", (c) => c.unique())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    // Optimistic locking: an edit names the version it started from.
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("posts_published_date").on("posts").columns(["published", "date", "id"]).execute();

  await withId(db, db.schema.createTable("post_sections"))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("icon", "varchar(32)")
    .execute();
  await db.schema.createIndex("post_sections_post").on("post_sections").columns(["post_id", "position"]).execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("post_sections").execute();
  await db.schema.dropTable("posts").execute();
}
