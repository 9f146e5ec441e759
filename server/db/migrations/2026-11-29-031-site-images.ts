import { binaryType, withId, type MigrationDb } from "../dialect-types";

/**
 * The site's own images (issue 30): each upload under a random public key with its description and the size of its
 * widest version, and its re-encoded versions (one row a width), kept in the database as campaign images are.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("site_images"))
    .addColumn("public_key", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("site_image_files")
    .addColumn("image_id", "integer", (c) => c.notNull().references("site_images.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("bytes", binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("site_image_files_pk", ["image_id", "width"])
    .execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("site_image_files").execute();
  await db.schema.dropTable("site_images").execute();
}
