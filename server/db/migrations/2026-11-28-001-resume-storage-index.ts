import type { MigrationDb } from "../dialect-types";

/**
 * What the résumé storage cap (issue 33) sums on every upload: the bytes stored in all, and those stored from one
 * address in the last day. Each index holds what its sum reads, so neither touches the résumés themselves (on SQLite
 * the size column sits behind the résumé's overflow pages).
 */
export async function up(db: MigrationDb) {
  await db.schema.createIndex("applications_resume_size").on("applications").columns(["resume_size"]).execute();
  await db.schema.createIndex("applications_ip_created_size").on("applications").columns(["ip", "created_at", "resume_size"]).execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropIndex("applications_ip_created_size").execute();
  await db.schema.dropIndex("applications_resume_size").execute();
}
