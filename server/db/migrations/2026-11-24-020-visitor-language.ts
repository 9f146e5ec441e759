import type { MigrationDb } from "../dialect-types";

/**
 * The language a visitor used (issue 13): the page a subscription, an application or a quote request
 * was sent from, one of the codes of contracts/languages.ts. Their e-mails are written in it, the
 * priced quote included, which the desk sends days later. Rows from before this are English.
 */
const tables = ["subscribers", "applications", "quotes"] as const;

export async function up(db: MigrationDb) {
  for (const table of tables)
    await db.schema
      .alterTable(table)
      .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
}

export async function down(db: MigrationDb) {
  for (const table of tables) await db.schema.alterTable(table).dropColumn("lang").execute();
}
