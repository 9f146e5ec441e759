import type { MigrationDb } from "../dialect-types";

/**
 * Withdrawn staff invitations (issue 28): an administrator revokes a pending invitation or sends it again (a new
 * link), and a new invitation to the same address replaces the one before. The withdrawn link then says so,
 * rather than that it expired. Invitations withdrawn before this were marked by an expiry of the moment they were
 * replaced; they stay expired.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable("staff_invitations").addColumn("withdrawn_at", "text").execute();
}

export async function down(db: MigrationDb) {
  await db.schema.alterTable("staff_invitations").dropColumn("withdrawn_at").execute();
}
