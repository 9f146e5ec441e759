import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { loadConfig, type Config } from "#server/config";
import { openDatabase, type DatabaseHandle, type Dialect } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { seedDatabase } from "#server/db/seed";

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
 * PostgreSQL database) and the API on top of it, for inject() tests.
 */
export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (dialect === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await seedDatabase(database.db);
  const app = await buildApp({ config, database, web: false, logger: false });
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
