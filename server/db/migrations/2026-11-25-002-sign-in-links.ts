import { withId, type MigrationDb } from "../dialect-types";

/**
 * Sign-in links e-mailed to a member of staff whose account is under a guessing attack (issue 28,
 * docs/decisions/032-sign-in-link-during-an-attack.md): the sha256 of the link's token, how long it works, the
 * passwords it has taken, and when a sign-in used it.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("staff_sign_in_links"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("password_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_sign_in_links_user").on("staff_sign_in_links").columns(["user_id", "created_at"]).execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("staff_sign_in_links").execute();
}
