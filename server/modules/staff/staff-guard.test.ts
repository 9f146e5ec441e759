import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "#contracts/api/auth";
import { adminOnly, everyStaffRole, roleAllows, staffAreaRoles, staffRoles, type StaffRole } from "#contracts/api/staff-roles";
import { staffRoutes } from "#contracts/api/staff-routes";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { hashSessionToken } from "#server/modules/auth/session-token";
import { deleteAccount } from "#server/modules/auth/staff-accounts";
import { insertApplication, insertQuote, signIn } from "./test-kit";
import { registeredStaffRoutes } from "./registered-staff-routes";

describe("the staff route list", () => {
  it("names exactly the routes the staff plugin registers", async () => {
    const registered = await registeredStaffRoutes();
    expect(registered.map((r) => `${r.method} ${r.url}`).sort()).toEqual(staffRoutes.map((r) => `${r.method} ${r.url}`).sort());
  });

  it("has every staff route declare the roles it allows (config: { roles }, server/modules/auth/require-role.ts)", async () => {
    const undeclared = (await registeredStaffRoutes()).filter((r) => !Array.isArray(r.roles)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, "staff routes without a roles declaration").toEqual([]);
  });

  // Issue 29: each area's roles are declared once (staffAreaRoles), and the staff navigation reads the same entry.
  const rolesByPath: [RegExp, readonly StaffRole[]][] = [
    [/^\/api\/auth\//, everyStaffRole],
    [/^\/api\/stats\//, staffAreaRoles.dashboard],
    [/^\/api\/applications/, staffAreaRoles.applications],
    [/^\/api\/contact/, staffAreaRoles.messages],
    [/^\/api\/subscribers/, staffAreaRoles.subscribers],
    // The post editor's preview (POST /api/staff/posts/preview) too: whoever edits a post may see it.
    [/^\/api\/staff\/posts/, staffAreaRoles.posts],
    [/^\/api\/staff\/campaigns/, staffAreaRoles.newsletters],
    [/^\/api\/staff\/campaign-images$/, staffAreaRoles.newsletters],
    [/^\/api\/staff\/site-images$/, staffAreaRoles.images],
    [/^\/api\/staff\/openings/, staffAreaRoles.openings],
    [/^\/api\/staff\/settings\//, adminOnly],
    [/^\/api\/staff\/second-factor/, staffAreaRoles.settings],
    [/^\/api\/staff\/mail-outbox/, staffAreaRoles.mail],
    [/^\/api\/staff\/accounts/, staffAreaRoles.accounts],
    [/^\/api\/staff\/audit/, staffAreaRoles.audit],
    [/^\/api\/staff\/people/, staffAreaRoles.people],
    [/^\/api\/quotes/, staffAreaRoles.quotes],
    [/^\/api\/staff\/shipments/, staffAreaRoles.shipments],
    // A page picture is structure: replaced by whoever edits the site's images, not by translators (decision 043).
    [/^\/api\/staff\/content\/images\//, staffAreaRoles.images],
    [/^\/api\/staff\/content\//, staffAreaRoles.content],
  ];

  it("has every staff route allow exactly its area's roles, and admin only written one way", async () => {
    for (const route of await registeredStaffRoutes()) {
      const expected = rolesByPath.find(([path]) => path.test(route.url))?.[1];
      expect(expected, `${route.url} belongs to no staff area`).toBeDefined();
      expect([...route.roles!].sort(), `${route.method} ${route.url}`).toEqual([...expected!].sort());
      expect(route.roles, `${route.method} ${route.url} writes "admin only" as ["admin"]; use adminOnly`).not.toEqual(["admin"]);
    }
  });
});

describe.each(testDialects)("every staff endpoint lets only the roles it declares through on %s", (dialect) => {
  let t: TestApp;
  let routes: Awaited<ReturnType<typeof registeredStaffRoutes>>;
  const headers = {} as Record<StaffRole, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertApplication(t.database.db);
    await insertQuote(t.database.db);
    routes = await registeredStaffRoutes();
    for (const role of staffRoles) headers[role] = (await signIn(t, undefined, role)).headers;
  });
  afterAll(() => t.close());

  it("answers 403 to every role a route does not declare, before reading or changing anything", async () => {
    const refused: string[] = [];
    for (const route of routes) {
      for (const role of staffRoles.filter((r) => !roleAllows(r, route.roles ?? []))) {
        expect(role).not.toBe("admin");
        const res = await t.app.inject({
          method: route.method as "GET",
          url: route.url.replace(":id", "1"),
          headers: headers[role],
          ...(route.method === "GET" || route.method === "DELETE"
            ? {}
            : { payload: { status: "reviewing", body: "note", published: true, months: 1, role: "admin" } }),
        });
        expect(res.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(res.json()).toEqual({ success: false, message: staffMessages.forbidden });
        refused.push(`${role} ${route.method} ${route.url}`);
      }
    }
    // Every non-admin role is refused somewhere, so the matrix really ran.
    for (const role of staffRoles.filter((r) => r !== "admin"))
      expect(
        refused.some((r) => r.startsWith(`${role} `)),
        role,
      ).toBe(true);
    const rows = await t.database.db.selectFrom("applications").select(["status"]).execute();
    expect(rows).toEqual([{ status: "new" }]);
    expect(await t.database.db.selectFrom("application_notes").selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom("quotes").select(["status", "assigned_to", "sent_at"]).execute()).toEqual([
      { status: "new", assigned_to: null, sent_at: null },
    ]);
    expect(await t.database.db.selectFrom("quote_notes").selectAll().execute()).toEqual([]);
  });

  it("lets each declared role, and every administrator, read what its routes allow", async () => {
    for (const route of routes.filter((r) => r.method === "GET")) {
      for (const role of staffRoles.filter((r) => roleAllows(r, route.roles ?? []))) {
        const res = await t.app.inject({ method: "GET", url: route.url.replace(":id", "1"), headers: headers[role] });
        expect([200, 404], `${role}: GET ${route.url}`).toContain(res.statusCode);
      }
    }
  });

  it("gives each role the routes of its work: recruiter applications, sales messages, editor posts", async () => {
    const allowed = (role: StaffRole) => routes.filter((r) => roleAllows(role, r.roles ?? [])).map((r) => `${r.method} ${r.url}`);
    expect(allowed("recruiter")).toContain("GET /api/applications/:id/resume");
    expect(allowed("recruiter").filter((r) => r.includes("/contact") || r.includes("/posts"))).toEqual([]);
    expect(allowed("sales")).toContain("PATCH /api/contact/:id/status");
    expect(allowed("sales").filter((r) => r.includes("/applications") || r.includes("/posts"))).toEqual([]);
    expect(allowed("sales")).toContain("POST /api/quotes/:id/send");
    for (const role of ["recruiter", "editor"] as const) expect(allowed(role).filter((r) => r.includes("/quotes"))).toEqual([]);
    expect(allowed("editor")).toContain("PUT /api/staff/posts/:id");
    expect(allowed("editor")).toContain("POST /api/staff/posts/preview");
    expect(allowed("editor")).toContain("POST /api/staff/campaigns/:id/send");
    expect(allowed("editor")).not.toContain("POST /api/subscribers/:id/clear-bounce");
    expect(allowed("editor").filter((r) => r.includes("/applications") || r.includes("/contact"))).toEqual([]);
    expect(allowed("operations")).toContain("PUT /api/staff/shipments/:id/milestones");
    expect(
      allowed("operations").filter(
        (r) => !r.includes("/shipments") && !r.includes("/auth/") && !r.includes("/stats/") && !r.includes("second-factor"),
      ),
    ).toEqual([]);
    for (const role of ["recruiter", "sales", "editor"] as const) expect(allowed(role).filter((r) => r.includes("/shipments"))).toEqual([]);
    expect(allowed("admin")).toHaveLength(routes.length);
  });
});

describe.each(testDialects)("every staff endpoint refuses requests without a valid session on %s", (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    await insertApplication(db);
    await insertQuote(db);

    const loggedOut = await signIn(t);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: loggedOut.headers });
    tokens["logged out"] = loggedOut.token;

    const expired = await signIn(t);
    await db
      .updateTable("staff_sessions")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("token_hash", "=", hashSessionToken(expired.token))
      .execute();
    tokens["expired"] = expired.token;

    const idle = await signIn(t);
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: new Date(Date.now() - 3 * 3600_000).toISOString() })
      .where("token_hash", "=", hashSessionToken(idle.token))
      .execute();
    tokens["idle too long"] = idle.token;

    const deleted = await signIn(t);
    await deleteAccount(db, deleted.user.email);
    tokens["of a deleted account"] = deleted.token;
  });
  afterAll(() => t.close());

  const cases: [string, () => Record<string, string>, string][] = [
    ["missing", () => ({}), staffMessages.notSignedIn],
    ["not a bearer", () => ({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }), staffMessages.notSignedIn],
    ["empty bearer", () => ({ authorization: "Bearer " }), staffMessages.notSignedIn],
    ["malformed", () => ({ authorization: "Bearer not-a-token' OR '1'='1" }), staffMessages.notSignedIn],
    ["wrong", () => ({ authorization: `Bearer ${"A".repeat(43)}` }), staffMessages.sessionExpired],
    ["expired", () => ({ authorization: `Bearer ${tokens["expired"]}` }), staffMessages.sessionExpired],
    ["idle too long", () => ({ authorization: `Bearer ${tokens["idle too long"]}` }), staffMessages.sessionExpired],
    ["logged out", () => ({ authorization: `Bearer ${tokens["logged out"]}` }), staffMessages.sessionExpired],
    ["of a deleted account", () => ({ authorization: `Bearer ${tokens["of a deleted account"]}` }), staffMessages.sessionExpired],
  ];

  const table = staffRoutes.flatMap((route) => cases.map(([name, headers, message]) => ({ ...route, name, headers, message })));

  it.each(table)("$method $url with a $name token → 401", async ({ method, url, headers, message }) => {
    const res = await t.app.inject({
      method,
      url: url.replace(":id", "1"),
      headers: headers(),
      ...(method === "GET" || method === "DELETE" ? {} : { payload: { status: "reviewing", body: "note", published: true, months: 1 } }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("changed nothing while refusing", async () => {
    const rows = await t.database.db.selectFrom("applications").select(["status"]).execute();
    expect(rows).toEqual([{ status: "new" }]);
    const notes = await t.database.db.selectFrom("application_notes").selectAll().execute();
    expect(notes).toEqual([]);
    expect(await t.database.db.selectFrom("quotes").select(["status"]).execute()).toEqual([{ status: "new" }]);
    expect(await t.database.db.selectFrom("quote_notes").selectAll().execute()).toEqual([]);
  });

  it("lets the same requests through with a valid token", async () => {
    const { headers } = await signIn(t);
    for (const { method, url } of staffRoutes.filter((r) => r.method === "GET")) {
      const res = await t.app.inject({ method, url: url.replace(":id", "1"), headers });
      expect([200, 404], `${method} ${url}`).toContain(res.statusCode);
    }
  });

  it("refuses an unauthenticated 10 MB body with 401 before reading it, and an authenticated one with 413", async () => {
    const big = JSON.stringify({ title: "x".repeat(10 * 1024 * 1024) });
    const postBig = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url, headers: { ...headers, "content-type": "application/json" }, payload: big });
    expect((await postBig("/api/staff/posts")).statusCode).toBe(401);
    const signedIn = await postBig("/api/staff/posts", (await signIn(t)).headers);
    expect(signedIn.statusCode).toBe(413);
    expect(signedIn.json()).toEqual({ success: false, code: "tooLarge", message: "The request is too large." });
    expect((await postBig("/api/auth/login")).statusCode).toBe(413);
  });

  it("keeps the public form endpoints public: POST /api/contact and /api/applications are not behind the staff check", async () => {
    for (const url of ["/api/contact", "/api/applications"]) {
      const res = await t.app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).not.toBe(401);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it("serves the public POST and the staff GET of /api/contact side by side", async () => {
    const message = {
      firstName: "Sunita",
      lastName: "Rao",
      email: "sunita@example.in",
      subject: "Cold chain quote",
      message: "Please call me about reefer containers.",
    };
    const posted = await t.app.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: "203.0.113.77" });
    expect(posted.statusCode).toBe(201);
    expect((await t.app.inject({ method: "GET", url: "/api/contact" })).statusCode).toBe(401);
    const { headers } = await signIn(t);
    const listed = await t.app.inject({ method: "GET", url: "/api/contact?q=sunita", headers });
    expect(listed.json().data).toEqual([expect.objectContaining({ firstName: "Sunita", subject: "Cold chain quote", status: "new" })]);
  });
});
