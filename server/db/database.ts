import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config, DatabaseTimeLimits } from "#server/config";
import type { Database } from "./schema";
import { timeBoundedPool } from "./time-bounded-pool";

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Answers quickly whether the database can serve a query. */
  ping(): Promise<boolean>;
  /** The connection pool's counts for /metrics (PostgreSQL); SQLite has one connection and no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), bigserial) as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * How long past a statement's time limit the client waits for PostgreSQL's own cancellation before it gives up on
 * the connection: a server that answers nothing at all (paused, or a half-open path) never sends one.
 */
const unansweredMarginMs = 500;

/**
 * Opens the database. With `limits` (the server's request path, docs/deploy.md "Time limits"), every client is made
 * with them: a statement, waiting for or opening a connection, SQLite's busy wait. Without (migrations, the command
 * line tools), statements may take as long as they need: a migration or the set-up lock may rightly wait minutes.
 */
export function openDatabase(database: Config["database"], limits?: DatabaseTimeLimits): DatabaseHandle {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: limits?.acquireMs ?? 5_000,
      ...(limits && { statement_timeout: limits.statementMs, query_timeout: limits.statementMs + unansweredMarginMs }),
      // Finds a connection whose peer has silently gone (a half-open path) while it idles in the pool.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A client losing its connection must not crash the process: PostgreSQL ends connections with an error of its
    // own (57P01 at a fast shutdown). The pool hears it for idle clients; each client hears it while checked out
    // between statements, when no query is there to receive it. Its next query then fails (a 503), and the pool
    // replaces it. Decision 015.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timeBoundedPool(pool) }) });
    return {
      db,
      dialect: "postgres",
      ping: () => ping(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  // better-sqlite3 waits for a lock synchronously, holding the event loop: the busy time-out is kept short.
  const sqlite = new SQLite(database.file, { timeout: limits?.busyMs ?? 5_000 });
  // WAL lets readers run beside the writer; FULL makes a committed row survive a power cut,
  // which is what a 2xx answer to a form promises.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", ping: () => ping(db), poolStats: () => null, close: () => db.destroy() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await Promise.race([sql`select 1`.execute(db), new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    return true;
  } catch {
    return false;
  }
}
