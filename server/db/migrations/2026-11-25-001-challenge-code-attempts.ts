import type { MigrationDb } from "../dialect-types";

/**
 * How many codes a sign-in challenge has been sent (issue 28): after a few it is dead, whatever addresses the
 * codes came from, and the password is asked again (docs/decisions/023-second-factor.md).
 */
export async function up(db: MigrationDb) {
  await db.schema
    .alterTable("staff_sign_in_challenges")
    .addColumn("code_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb) {
  await db.schema.alterTable("staff_sign_in_challenges").dropColumn("code_attempts").execute();
}
