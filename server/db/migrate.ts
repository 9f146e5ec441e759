import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./database";

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Loads migrations from server/db/migrations. Kysely's FileMigrationProvider
 * imports from inside node_modules, where the TypeScript loaders of tsx and
 * Vitest do not reach, so the import happens here.
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationFolder)).filter((f) => /\.(ts|js)$/.test(f) && !/\.(test|d)\.ts$/.test(f));
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, "")] = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration;
    }
    return migrations;
  },
};

/** Applies every migration (date-prefixed, frozen once landed) in name order. */
export async function migrateToLatest({ db }: DatabaseHandle) {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}
