import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Migrator, sql, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./database";
import { seedDatabase } from "./seed";

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

/**
 * Applies every migration (date-prefixed, frozen once landed) in name order. Instances of a fleet that
 * start together each call this (docs/deploy.md): on PostgreSQL, Kysely's Migrator holds a session
 * advisory lock (pg_advisory_lock, waiting up to an hour) around the whole run and tolerates its own
 * bookkeeping tables being created by another instance at the same moment, so one instance migrates,
 * the others wait and then find nothing to do. A start runs it through setUpDatabase() below.
 * On SQLite the run is one transaction on the one file.
 */
export async function migrateToLatest({ db }: DatabaseHandle) {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error)
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}

/** Our own advisory lock key ("TARG"), distinct from the one Kysely's Migrator takes inside migrateToLatest. */
const SET_UP_LOCK_KEY = 0x54415247;

/**
 * What every start does to the database: migrate, then seed. Instances that start together on a fresh
 * PostgreSQL database take turns under an advisory lock held on a connection of its own: the
 * migrations have Kysely's lock, but two seeds at once both found the articles missing and the second
 * failed on a unique number, so that instance did not start (npm run test:fleet, check e). The lock
 * goes with the session if the process dies. On SQLite there is one file and one writer.
 */
export async function setUpDatabase(database: DatabaseHandle) {
  const setUp = async () => {
    await migrateToLatest(database);
    await seedDatabase(database.db);
  };
  if (database.dialect !== "postgres") return setUp();
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SET_UP_LOCK_KEY})`.execute(connection);
    try {
      await setUp();
    } finally {
      await sql`select pg_advisory_unlock(${SET_UP_LOCK_KEY})`.execute(connection);
    }
  });
}
