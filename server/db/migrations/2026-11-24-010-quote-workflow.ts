import { withId, type MigrationDb } from "../dialect-types";

/**
 * The staff side of quote requests (issue 14): the priced quote (price, currency, validity date and
 * terms, set when it moves to `quoted`), the reason a lost quote was lost, the staff member it is
 * assigned to (cleared when the account is deleted), when the priced quote was last mailed to the
 * buyer, and the internal notes, appended one at a time with their author.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .alterTable("quotes")
    .addColumn("assigned_to", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("quotes").addColumn("price", "double precision").execute();
  await db.schema.alterTable("quotes").addColumn("price_currency", "varchar(3)").execute();
  await db.schema.alterTable("quotes").addColumn("valid_until", "varchar(10)").execute();
  await db.schema.alterTable("quotes").addColumn("terms", "text").execute();
  await db.schema.alterTable("quotes").addColumn("lost_reason", "text").execute();
  await db.schema.alterTable("quotes").addColumn("sent_at", "text").execute();

  await withId(db, db.schema.createTable("quote_notes"))
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("quote_notes_quote").on("quote_notes").column("quote_id").execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("quote_notes").execute();
  for (const column of ["sent_at", "lost_reason", "terms", "valid_until", "price_currency", "price", "assigned_to"])
    await db.schema.alterTable("quotes").dropColumn(column).execute();
}
