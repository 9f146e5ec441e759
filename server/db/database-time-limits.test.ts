import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseTimeLimits } from "#server/config";
import { isDatabaseUnavailable } from "#server/errors";
import { pausableProxy, silentListener } from "#server/test/hanging-servers";
import { openDatabase, type DatabaseHandle } from "./database";

// Short limits, so each case takes about a second; the defaults are in server/config.ts.
const limits: DatabaseTimeLimits = { statementMs: 300, acquireMs: 300, busyMs: 200 };
/** A statement's limit, the half second the client waits for PostgreSQL's own cancellation, and a busy machine's slack. */
const queryBoundMs = limits.statementMs + 500 + 700;

/** How long `work` took to fail, and with what. */
async function failure(work: () => Promise<unknown>) {
  const startedAt = performance.now();
  const error = await work().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return { error, ms: performance.now() - startedAt };
}

describe("a PostgreSQL that accepts connections and never answers (issue 33)", () => {
  it("fails a query after the acquire time-out, as unavailable, instead of waiting for it", async () => {
    const silent = await silentListener();
    const database = openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${silent.port}/site` }, limits);
    try {
      const { error, ms } = await failure(() => sql`select 1`.execute(database.db));
      expect(silent.accepted()).toBeGreaterThan(0);
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(ms).toBeLessThan(limits.acquireMs + 700);
    } finally {
      await database.close().catch(() => {});
      await silent.close();
    }
  });
});

describe("a locked SQLite file", () => {
  it("fails a write after the busy time-out, as unavailable", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "busy-"));
    const file = path.join(folder, "site.db");
    const holder = new SQLite(file);
    // Another process's write transaction (the admin command, a migration), as the server's WAL file allows one at a time.
    holder.pragma("journal_mode = WAL");
    holder.exec("create table t (n integer); begin immediate; insert into t values (1);");
    const database = openDatabase({ kind: "sqlite", file }, limits);
    try {
      const { error, ms } = await failure(() => sql`insert into t values (2)`.execute(database.db));
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(limits.busyMs - 20);
      expect(ms).toBeLessThan(limits.busyMs + 700);
    } finally {
      holder.exec("rollback");
      holder.close();
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

// A real PostgreSQL behind a relay that stops passing bytes: a paused server or a half-open path, as the pool sees it.
describe.runIf(url)("a PostgreSQL that stops answering mid-session (issue 33)", () => {
  let proxy: Awaited<ReturnType<typeof pausableProxy>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await pausableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    database = openDatabase({ kind: "postgres", url: target.href }, limits);
    await sql`select 1`.execute(database.db);
  });
  afterAll(async () => {
    proxy.resume();
    await database.close();
    await proxy.close();
  });

  it("bounds a query in flight, a transaction and a queue longer than the pool, then recovers without a restart", async () => {
    // Connections open and idle in the pool, as on a server that has been answering.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(database.db)));
    const inFlight = failure(() => sql`select pg_sleep(0.2)`.execute(database.db));
    await new Promise((resolve) => setTimeout(resolve, 50));
    proxy.pause();

    const transaction = failure(() =>
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await sql`select 2`.execute(trx);
      }),
    );
    // More at once than the pool's 10 connections: the rest wait for one, within the acquire time-out.
    const crowd = Array.from({ length: 14 }, () => failure(() => sql`select 1`.execute(database.db)));
    for (const { error, ms } of [await inFlight, await transaction, ...(await Promise.all(crowd))]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(ms).toBeLessThan(limits.acquireMs + queryBoundMs);
    }

    proxy.resume();
    const resumedAt = performance.now();
    await sql`select 1`.execute(database.db);
    expect(performance.now() - resumedAt).toBeLessThan(1_000);
  });
});
