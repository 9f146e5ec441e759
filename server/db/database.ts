import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "#server/config";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Answers quickly whether the database can serve a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), bigserial) as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", ping: () => ping(db), close: () => db.destroy() };
  }
  const sqlite = new SQLite(database.file, { timeout: 5_000 });
  // WAL lets readers run beside the writer; FULL makes a committed row survive a power cut,
  // which is what a 2xx answer to a form promises.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", ping: () => ping(db), close: () => db.destroy() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await Promise.race([sql`select 1`.execute(db), new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    return true;
  } catch {
    return false;
  }
}
