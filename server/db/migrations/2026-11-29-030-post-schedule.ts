import { type MigrationDb } from "../dialect-types";

/**
 * A post can wait for a set time to go live (issue 30, item 7): `publish_at`, an ISO instant, set only while the post
 * is a draft; the posts plugin's tick publishes it once that time has passed, one instance of a fleet winning each.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable("posts").addColumn("publish_at", "text").execute();
  await db.schema.createIndex("posts_publish_at").on("posts").column("publish_at").execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropIndex("posts_publish_at").execute();
  await db.schema.alterTable("posts").dropColumn("publish_at").execute();
}
