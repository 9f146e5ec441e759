import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import type { Config } from "#server/config";
import { openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { seedDatabase } from "#server/db/seed";

/** Databases migrated and seeded once per run, which createTestApp copies instead of migrating every time. */
export interface DatabaseTemplates {
  sqliteFile: string;
  /** Set when TEST_DATABASE_URL is. */
  postgresName?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function postgresUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.href;
}

export const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;

async function prepare(database: Config["database"]) {
  const handle = openDatabase(database);
  try {
    await migrateToLatest(handle);
    await seedDatabase(handle.db);
  } finally {
    await handle.close();
  }
}

export default async function setup({ provide }: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "site-test-template-"));
  const sqliteFile = path.join(folder, "site.db");
  await prepare({ kind: "sqlite", file: sqliteFile });
  let postgresName: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    postgresName = uniqueName("test_template");
    await adminQuery(`create database ${postgresName}`);
    await prepare({ kind: "postgres", url: postgresUrl(postgresName) });
  }
  provide("databaseTemplates", { sqliteFile, postgresName });
  return async () => {
    if (postgresName) await adminQuery(`drop database if exists ${postgresName} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  };
}
