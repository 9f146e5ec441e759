import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import type { Dialect } from "#server/db/database";
import { cheapScrypt, signIn, testPassword } from "#server/modules/staff/test-kit";
import { createAccount } from "#server/modules/auth/staff-accounts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { unavailableRetryAfterSeconds } from "./errors";

/**
 * The database going away under a running app, as its driver reports it: every statement fails with the
 * error better-sqlite3 or pg raises then (pg's is a real refused connection). Nothing shared is stopped;
 * scripts/measure-outage.ts does the same with a real PostgreSQL stopped and started.
 */
class Outage implements KyselyPlugin {
  down = false;
  constructor(private readonly error: () => Error) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.down) throw this.error();
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

async function driverError(dialect: Dialect): Promise<() => Error> {
  if (dialect === "sqlite") return () => new SQLite.SqliteError("unable to open database file", "SQLITE_CANTOPEN");
  // Port 1 on this host: nothing listens, so the connection is refused as when PostgreSQL is stopped.
  const refused = await new pg.Client({ host: "127.0.0.1", port: 1, user: "postgres" }).connect().then(
    () => undefined,
    (error: Error) => error,
  );
  if (!refused) throw new Error("something listens on port 1");
  return () => refused;
}

describe.each(testDialects)("while the %s database is away", (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let outage: Outage;
  let staff: { authorization: string };
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
  const expectUnavailable = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers["retry-after"]).toBe(String(unavailableRetryAfterSeconds));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    outage = new Outage(await driverError(dialect));
    // The same database, reached through a handle that can be made to fail.
    const db = t.database.db.withPlugin(outage);
    app = await buildApp({
      config: t.config,
      database: { ...t.database, db, ping: async () => !outage.down && t.database.ping() },
      web: false,
      logger: false,
    });
    await app.ready();
    staff = (await signIn({ ...t, app })).headers;
    await createAccount(t.database.db, { email: "asha@example.in", password: testPassword }, cheapScrypt);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
    await t.close();
  });

  it("keeps serving the blog it has read, past the cache's time, and answers 503 with Retry-After for the rest", async () => {
    const list = await get("/api/blogs");
    const post = await get("/api/blogs/slug/choosing-the-right-freight-mode");
    const feed = await get("/blog/rss.xml");
    expect([list.statusCode, post.statusCode, feed.statusCode]).toEqual([200, 200, 200]);
    outage.down = true;
    // Well past the blog cache's 10 s: the copies are stale, and the database cannot give new ones.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60_000);

    const staleList = await get("/api/blogs");
    expect(staleList.statusCode).toBe(200);
    expect(staleList.body).toBe(list.body);
    expect((await get("/api/blogs/slug/choosing-the-right-freight-mode")).body).toBe(post.body);
    expect((await get("/blog/rss.xml")).body).toBe(feed.body);

    expectUnavailable(await get("/api/blogs?page=2&limit=3"));
    expectUnavailable(await get("/api/blogs/slug/never-read-before"));
    expectUnavailable(
      await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "asha@example.in", password: testPassword } }),
    );
    expectUnavailable(await get("/api/applications", staff));
    expectUnavailable(await get("/api/contact", staff));
    expectUnavailable(
      await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", subject: "Rates", message: "Rates to Dubai, please." },
        remoteAddress: "203.0.113.77",
      }),
    );
    expect((await get("/api/health")).statusCode).toBe(503);
  });

  it("answers again as soon as the database is back, and sign-ins refused meanwhile did not count as failures", async () => {
    outage.down = true;
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "asha@example.in", password: testPassword },
        remoteAddress: "198.51.100.200",
      });
      expect(res.statusCode).toBe(503);
    }
    outage.down = false;
    // The stale copies are retried a second after their last failed refresh.
    vi.setSystemTime(Date.now() + 1_500);
    expect((await get("/api/blogs?page=2&limit=3")).statusCode).toBe(200);
    expect((await get("/api/applications", staff)).statusCode).toBe(200);
    const signedIn = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "asha@example.in", password: testPassword },
      remoteAddress: "198.51.100.200",
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
