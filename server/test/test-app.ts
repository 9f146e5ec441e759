import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { PublishedWordsReader } from "#contracts/published-words";
import { inject } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig, type Config } from "#server/config";
import { openDatabase, type DatabaseHandle, type Dialect } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { seedDatabase } from "#server/db/seed";
import { adminQuery, postgresUrl, uniqueName } from "./global-setup";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database (a new SQLite file, or a new
 * PostgreSQL database) and the API on top of it, for inject() tests; with `web: "build"`, the pages too, from
 * the build in BUILD_DIR (pass it in `env`); with `publishedWords`, the words staff published (issue 30) from that reader.
 * Under Vitest's api project it is a copy of the run's template database
 * (server/test/global-setup.ts); elsewhere it is migrated and seeded here.
 */
export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  { web = false, publishedWords }: { web?: "build" | false; publishedWords?: PublishedWordsReader } = {},
): Promise<TestApp> {
  const templates = inject("databaseTemplates");
  const template = dialect === "postgres" ? templates?.postgresName : templates?.sqliteFile;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (dialect === "postgres") {
    const name = uniqueName("test");
    await adminQuery(`create database ${name}${template ? ` template ${template}` : ""}`);
    databaseUrl = postgresUrl(name);
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // CI's two cores are shared by the suites and PostgreSQL: a statement there may take seconds. The tests of the
    // time limits pass their own (server/db/database-time-limits.test.ts); the fleet test runs the defaults.
    DATABASE_STATEMENT_TIMEOUT_MS: "15000",
    DATABASE_ACQUIRE_TIMEOUT_MS: "15000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  if (template && config.database.kind === "sqlite") copyFileSync(template, config.database.file);
  const database = openDatabase(config.database, config.databaseTimeLimits);
  if (!template) {
    await migrateToLatest(database);
    await seedDatabase(database.db);
  }
  const app = await buildApp({ config, database, web, logger: false, publishedWords });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
