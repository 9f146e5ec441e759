import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileMigrationProvider, Migrator } from "kysely";
import type { DatabaseHandle } from "./database";

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies every migration in server/db/migrations (date-prefixed, frozen once
 * landed) in name order. Throws with the failing migration's name.
 */
export async function migrateToLatest({ db }: DatabaseHandle) {
  const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder }) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}
