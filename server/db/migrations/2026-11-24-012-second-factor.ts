import { withId, type MigrationDb } from "../dialect-types";

/**
 * A second factor for staff sign-in (issue 16, decision 023): an account's TOTP secret (and the one waiting
 * for its confirmation code), the last time step a code was accepted for (so a code works once), its
 * recovery codes (sha256 only, each used once), and the short-lived challenges between the password and the code.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable("staff_users").addColumn("totp_secret", "varchar(64)").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_pending_secret", "varchar(64)").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_enabled_at", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_last_step", "integer").execute();

  await withId(db, db.schema.createTable("staff_recovery_codes"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_recovery_codes_user").on("staff_recovery_codes").column("user_id").execute();

  await withId(db, db.schema.createTable("staff_sign_in_challenges"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("staff_sign_in_challenges").execute();
  await db.schema.dropTable("staff_recovery_codes").execute();
  for (const column of ["totp_last_step", "totp_enabled_at", "totp_pending_secret", "totp_secret"])
    await db.schema.alterTable("staff_users").dropColumn(column).execute();
}
