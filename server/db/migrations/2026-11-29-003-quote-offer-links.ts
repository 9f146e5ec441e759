import { type MigrationDb } from "../dialect-types";

/**
 * The buyer's answer to a priced quote online (issue 31): one personal link per quote, kept only as the SHA-256 of
 * its token (the mail holds the token; a copy of the database opens no quote), replaced when the quote is mailed
 * again; who accepted it, with their purchase-order number and when; why it was declined; and the notes the buyer
 * wrote from the link, told apart from the desk's own.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .createTable("quote_offer_links")
    .addColumn("quote_id", "integer", (c) => c.primaryKey().references("quotes.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("quotes").addColumn("accepted_name", "text").execute();
  await db.schema.alterTable("quotes").addColumn("accepted_po", "text").execute();
  await db.schema.alterTable("quotes").addColumn("accepted_at", "text").execute();
  await db.schema.alterTable("quotes").addColumn("declined_reason", "varchar(32)").execute();
  await db.schema.alterTable("quotes").addColumn("declined_at", "text").execute();

  await db.schema
    .alterTable("quote_notes")
    .addColumn("from_buyer", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb) {
  await db.schema.alterTable("quote_notes").dropColumn("from_buyer").execute();
  for (const column of ["declined_at", "declined_reason", "accepted_at", "accepted_po", "accepted_name"])
    await db.schema.alterTable("quotes").dropColumn(column).execute();
  await db.schema.dropTable("quote_offer_links").execute();
}
