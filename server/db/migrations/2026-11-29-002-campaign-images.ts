import { binaryType, withId, type MigrationDb } from "../dialect-types";

/**
 * Images staff upload for campaign mails (issue 32): re-encoded bytes kept in the database, served publicly at
 * /media/campaign/<public_key>.<jpg|png>. The key is random, so the paths cannot be guessed or counted.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("campaign_images"))
    .addColumn("public_key", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("mime", "varchar(32)", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", binaryType(db), (c) => c.notNull())
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("campaign_images").execute();
}
