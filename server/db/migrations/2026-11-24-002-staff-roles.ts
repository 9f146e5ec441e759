import { withId, type MigrationDb } from "../dialect-types";

/**
 * Staff roles and account management (issue 16): each account gets a role (the accounts that exist
 * become administrators, as they could do everything until now) and can be disabled; administrators
 * invite new staff by e-mail with a one-time link (only the token's sha256 is stored), valid 72 hours.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "varchar(16)", (c) => c.notNull().defaultTo("admin"))
    .execute();
  await db.schema.alterTable("staff_users").addColumn("disabled_at", "text").execute();

  await withId(db, db.schema.createTable("staff_invitations"))
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("name", "varchar(100)")
    .addColumn("role", "varchar(16)", (c) => c.notNull())
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("invited_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .execute();
  await db.schema.createIndex("staff_invitations_email").on("staff_invitations").column("email").execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("staff_invitations").execute();
  await db.schema.alterTable("staff_users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("staff_users").dropColumn("role").execute();
}
