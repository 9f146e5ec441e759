import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationPositions, applicationStatuses } from "#contracts/api/applications";
import { contactStatuses } from "#contracts/api/contact";
import { statsSectionRoles, type StatsSummary } from "#contracts/api/stats";
import { staffRoles, type StaffRole } from "#contracts/api/staff-roles";
import { registeredStaffRoutes } from "../registered-staff-routes";
import { subscriberStatuses } from "#contracts/api/subscribers";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { daysAgo, insertApplication, insertContact, insertSubscriber, signIn } from "../test-kit";
import { lastDays } from "#server/lib/daily-counts";

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe.each(testDialects)("staff statistics on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ headers } = await signIn(t));
    const db = t.database.db;
    const random = sequence(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    // 0–44 days back: some rows fall outside the 30-day window on purpose.
    for (let i = 0; i < 60; i++) {
      await insertApplication(db, {
        status: pick(applicationStatuses),
        position: pick(applicationPositions),
        created_at: daysAgo(random() * 45),
      });
    }
    for (let i = 0; i < 25; i++) await insertContact(db, { status: pick(contactStatuses), created_at: daysAgo(random() * 45) });
    for (let i = 0; i < 12; i++) await insertSubscriber(db, { status: pick(subscriberStatuses) });
  });
  afterAll(() => t.close());

  it("GET /api/stats/summary matches the rows in the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/stats/summary", headers });
    expect(res.statusCode).toBe(200);
    // An administrator's answer has every section.
    const stats: Required<StatsSummary> = res.json().data;
    const db = t.database.db;
    const apps = await db.selectFrom("applications").select(["status", "position", "created_at"]).execute();
    const days = lastDays();
    const inWindow = apps.filter((a) => a.created_at.slice(0, 10) >= days[0]!);

    expect(stats.applications.total).toBe(apps.length);
    for (const status of applicationStatuses)
      expect(stats.applications.byStatus[status], status).toBe(apps.filter((a) => a.status === status).length);
    for (const position of applicationPositions)
      expect(stats.applications.byPosition[position], position).toBe(apps.filter((a) => a.position === position).length);
    expect(stats.applications.byDay.map((d) => d.date)).toEqual(days);
    for (const day of stats.applications.byDay)
      expect(day.count, day.date).toBe(apps.filter((a) => a.created_at.startsWith(day.date)).length);
    expect(stats.applications.last30Days).toBe(inWindow.length);
    expect(inWindow.length).toBeLessThan(apps.length);

    const messages = await db.selectFrom("contact_messages").select(["status", "created_at"]).execute();
    expect(stats.contact.total).toBe(messages.length);
    for (const status of contactStatuses) expect(stats.contact.byStatus[status]).toBe(messages.filter((m) => m.status === status).length);

    const subscribers = await db.selectFrom("subscribers").select("status").execute();
    expect(stats.subscribers.total).toBe(subscribers.length);
    for (const status of subscriberStatuses)
      expect(stats.subscribers.byStatus[status]).toBe(subscribers.filter((s) => s.status === status).length);

    const posts = await db.selectFrom("posts").select("published").execute();
    expect(stats.posts).toEqual({ total: posts.length, published: posts.filter((p) => p.published === 1).length });
  });

  it("GET /api/contact/stats/summary matches the rows, by status and by day", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/contact/stats/summary", headers });
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    const messages = await t.database.db.selectFrom("contact_messages").select(["status", "created_at"]).execute();
    expect(stats.total).toBe(messages.length);
    for (const status of contactStatuses) expect(stats.byStatus[status]).toBe(messages.filter((m) => m.status === status).length);
    for (const day of stats.byDay) expect(day.count).toBe(messages.filter((m) => m.created_at.startsWith(day.date)).length);
    expect(stats.byDay).toHaveLength(30);
  });

  it("follows a change: a new application today and a status move", async () => {
    const before: Required<StatsSummary> = (await t.app.inject({ method: "GET", url: "/api/stats/summary", headers })).json().data;
    const id = await insertApplication(t.database.db, { status: "new", position: "internship" });
    await t.app.inject({ method: "PATCH", url: `/api/applications/${id}/status`, headers, payload: { status: "reviewing" } });
    const after: Required<StatsSummary> = (await t.app.inject({ method: "GET", url: "/api/stats/summary", headers })).json().data;
    expect(after.applications.total).toBe(before.applications.total + 1);
    expect(after.applications.byStatus.reviewing).toBe(before.applications.byStatus.reviewing + 1);
    expect(after.applications.byPosition.internship).toBe(before.applications.byPosition.internship + 1);
    expect(after.applications.byDay.at(-1)!.count).toBe(before.applications.byDay.at(-1)!.count + 1);
  });
});

/** Issue 28, item 7: the dashboard's counts follow the same role rules as the records they count (decision 020). */
describe.each(testDialects)("statistics by role on %s", (dialect) => {
  let t: TestApp;
  const headers = {} as Record<StaffRole, Record<string, string>>;
  const sections = ["applications", "contact", "quotes", "posts", "subscribers", "shipments"] as const;
  const expected: Record<StaffRole, readonly (typeof sections)[number][]> = {
    admin: sections,
    recruiter: ["applications"],
    sales: ["contact", "quotes"],
    editor: ["posts"],
    operations: ["shipments"],
    translator: [],
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertApplication(t.database.db);
    await insertContact(t.database.db);
    for (const role of staffRoles) headers[role] = (await signIn(t, undefined, role)).headers;
  });
  afterAll(() => t.close());

  it.each(staffRoles)("answers %s the counts of the records that role may read, and no others", async (role) => {
    const res = await t.app.inject({ method: "GET", url: "/api/stats/summary", headers: headers[role] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, unknown>;
    expect(sections.filter((section) => section in data)).toEqual(expected[role]);
    expect(data.system).toMatchObject({ dialect });
    if (role === "recruiter") expect(data.applications).toMatchObject({ total: 1 });
    if (role === "sales") expect(data.contact).toMatchObject({ total: 1 });
  });

  it("keeps the messages' own statistics to sales and administrators", async () => {
    for (const role of staffRoles) {
      const res = await t.app.inject({ method: "GET", url: "/api/contact/stats/summary", headers: headers[role] });
      expect(res.statusCode, role).toBe(role === "admin" || role === "sales" ? 200 : 403);
    }
  });

  it("gives each section the roles of the list of the records it counts", async () => {
    const routes = await registeredStaffRoutes();
    // Administrators are always allowed, whether a route names them or not.
    const rolesOf = (url: string) =>
      routes.find((route) => route.method === "GET" && route.url === url)!.roles!.filter((role) => role !== "admin");
    expect(statsSectionRoles).toEqual({
      applications: rolesOf("/api/applications"),
      contact: rolesOf("/api/contact"),
      quotes: rolesOf("/api/quotes"),
      posts: rolesOf("/api/staff/posts"),
      subscribers: rolesOf("/api/subscribers"),
      shipments: rolesOf("/api/staff/shipments"),
    });
  });
});

describe("lastDays", () => {
  it("lists 30 UTC dates ending today, across a month end", () => {
    const days = lastDays(new Date("2026-03-05T23:30:00Z"));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-02-04");
    expect(days.at(-1)).toBe("2026-03-05");
  });
});
