import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { daysAgo, insertApplication, minimalPdf, signIn } from "#server/modules/staff/test-kit";
import { retentionJob, runRetention } from "./retention-job";
import { monthsBefore } from "./retention-settings";

describe("monthsBefore", () => {
  it.each([
    ["2026-05-15T10:00:00.000Z", 12, "2025-05-15T10:00:00.000Z"],
    ["2026-03-31T10:00:00.000Z", 1, "2026-02-28T10:00:00.000Z"],
    ["2028-03-31T00:00:00.000Z", 1, "2028-02-29T00:00:00.000Z"],
    ["2026-01-10T00:00:00.000Z", 3, "2025-10-10T00:00:00.000Z"],
  ])("%s minus %i months is %s", (from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe.each(testDialects)("application retention on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ headers } = await signIn(t));
  });
  afterAll(() => t.close());

  it("deletes applications older than the setting with their resumes and notes, and nothing newer", async () => {
    const db = t.database.db;
    const now = new Date();
    const old = await insertApplication(db, { name: "Old Applicant", resume: minimalPdf, created_at: daysAgo(400, now) });
    const justOld = await insertApplication(db, {
      name: "Just Over",
      created_at: new Date(monthsBefore(now, 12).getTime() - 1000).toISOString(),
    });
    const justNew = await insertApplication(db, {
      name: "Just Under",
      created_at: new Date(monthsBefore(now, 12).getTime() + 60_000).toISOString(),
    });
    const recent = await insertApplication(db, { name: "Recent Applicant", created_at: daysAgo(10, now) });
    await t.app.inject({ method: "POST", url: `/api/applications/${old}/notes`, headers, payload: { body: "old note" } });
    await t.app.inject({ method: "POST", url: `/api/applications/${recent}/notes`, headers, payload: { body: "recent note" } });

    expect(await runRetention(t.app, t.config.applicationRetentionMonths, now)).toBe(2);
    const left = (await db.selectFrom("applications").select("id").execute()).map((r) => r.id).sort((a, b) => a - b);
    expect(left).toEqual([justNew, recent]);
    expect(left).not.toContain(justOld);
    const notes = await db.selectFrom("application_notes").select(["application_id", "body"]).execute();
    expect(notes).toEqual([{ application_id: recent, body: "recent note" }]);

    const setting = (await t.app.inject({ method: "GET", url: "/api/staff/settings/retention", headers })).json().data;
    expect(setting).toMatchObject({ months: 12, defaultMonths: 12, lastRun: { deleted: 2, at: now.toISOString() } });
  });

  it("follows the staff setting: a shorter period deletes more at the next run", async () => {
    const db = t.database.db;
    await db.deleteFrom("applications").execute();
    const fiftyDays = await insertApplication(db, { created_at: daysAgo(50) });
    const tenDays = await insertApplication(db, { created_at: daysAgo(10) });
    const put = await t.app.inject({ method: "PUT", url: "/api/staff/settings/retention", headers, payload: { months: 1 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ months: 1, defaultMonths: 12 });
    expect(Date.parse(put.json().data.cutoff)).toBeGreaterThan(Date.now() - 32 * 86_400_000);
    expect(await runRetention(t.app, 12)).toBe(1);
    expect((await db.selectFrom("applications").select("id").execute()).map((r) => r.id)).toEqual([tenDays]);
    expect(fiftyDays).not.toBe(tenDays);
    await t.app.inject({ method: "PUT", url: "/api/staff/settings/retention", headers, payload: { months: 12 } });
  });

  it.each([{ months: 0 }, { months: 121 }, { months: 1.5 }, { months: "6" }, {}, { months: null }])(
    "refuses the setting %j",
    async (payload) => {
      const res = await t.app.inject({ method: "PUT", url: "/api/staff/settings/retention", headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe("months");
    },
  );

  it("purges sign-in sessions that ended more than a day ago", async () => {
    const db = t.database.db;
    const { token } = await signIn(t);
    void token;
    await db
      .updateTable("staff_sessions")
      .set({ expires_at: daysAgo(2) })
      .execute();
    await runRetention(t.app, 12);
    expect(await db.selectFrom("staff_sessions").select("id").execute()).toEqual([]);
  });

  it("purges sign-in links that stopped working more than a day ago (issue 28)", async () => {
    const db = t.database.db;
    const { user } = await signIn(t);
    const link = (hash: string, expiresAt: string) => ({
      user_id: user.id,
      token_hash: hash,
      created_at: daysAgo(3),
      expires_at: expiresAt,
    });
    await db
      .insertInto("staff_sign_in_links")
      .values([link("a".repeat(64), daysAgo(2)), link("b".repeat(64), new Date(Date.now() + 600_000).toISOString())])
      .execute();
    await runRetention(t.app, 12);
    expect(await db.selectFrom("staff_sign_in_links").select("token_hash").execute()).toEqual([{ token_hash: "b".repeat(64) }]);
  });
});

describe("the retention job", () => {
  it("runs when the server starts, again on its timer, and stops when the app closes", async () => {
    const t = await createTestApp("sqlite");
    const db = t.database.db;
    await insertApplication(db, { created_at: daysAgo(800) });
    await insertApplication(db, { created_at: daysAgo(5) });
    const app = Fastify({ logger: false });
    app.decorate("db", db);
    app.decorate("config", t.config);
    app.decorate("applications", t.app.applications);
    app.decorate("auth", t.app.auth);
    app.decorate("audit", t.app.audit);
    await app.register(retentionJob, { intervalMs: 100 });
    await app.ready();
    const count = async () => (await db.selectFrom("applications").select("id").execute()).length;
    expect(await count()).toBe(1);
    const lastRun = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "application_retention_last_run")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(lastRun.value)).toMatchObject({ deleted: 1 });

    await insertApplication(db, { created_at: daysAgo(900) });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await count()).toBe(1);

    await app.close();
    await insertApplication(db, { created_at: daysAgo(900) });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await count()).toBe(2);
    await t.close();
  });
});
