import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "#contracts/api/audit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import {
  daysAgo,
  insertApplication,
  insertContact,
  insertSubscriber,
  minimalPdf,
  signIn,
  testPassword,
} from "#server/modules/staff/test-kit";
import { quoteFields } from "#server/test/form-fixtures";
import { runRetention } from "#server/modules/retention/retention-job";
import { unavailableMessage } from "#server/errors";

describe.each(testDialects)("the audit trail on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const ip = "198.51.100.7";
  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object, headers = admin.headers) =>
    t.app.inject({ method, url, headers, remoteAddress: ip, ...(payload ? { payload } : {}) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: ip });
  const rows = () => t.database.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
  const last = async () => (await rows()).at(-1)!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, "auditor@example.in");
  });
  afterAll(() => t.close());

  it("records a sign-in, and a failed one with the address tried, from the request's address", async () => {
    expect((await login("auditor@example.in", testPassword)).statusCode).toBe(200);
    expect(await last()).toMatchObject({ action: "auth.sign-in", actor_id: admin.user.id, actor_email: "auditor@example.in", ip });
    expect((await login("Intruder@Example.in", "wrong password here")).statusCode).toBe(401);
    expect(await last()).toMatchObject({ action: "auth.sign-in-failed", actor_id: null, actor_email: "Intruder@Example.in", ip });
  });

  it("records each declared staff action with who, what and which record, and nothing of the record's content", async () => {
    const db = t.database.db;
    const applicationId = await insertApplication(db, { resume: minimalPdf, email: "applicant@example.in" });
    const contactId = await insertContact(db, { email: "enquirer@example.in" });
    const subscriberId = await insertSubscriber(db);
    const quote = await t.app.inject({ method: "POST", url: "/api/quotes", payload: quoteFields({ email: "buyer@example.in" }) });
    const quoteId = Number(/\d+$/.exec(quote.json().reference)?.[0]);
    const accounts: string[] = [];
    const steps: [string, () => Promise<{ statusCode: number }>, string | null][] = [
      ["application.view", () => call("GET", `/api/applications/${applicationId}`), String(applicationId)],
      ["application.resume", () => call("GET", `/api/applications/${applicationId}/resume`), String(applicationId)],
      [
        "application.status",
        () => call("PATCH", `/api/applications/${applicationId}/status`, { status: "reviewing" }),
        String(applicationId),
      ],
      ["application.export", () => call("GET", "/api/applications/export.csv"), null],
      ["application.delete", () => call("DELETE", `/api/applications/${applicationId}`), String(applicationId)],
      ["contact.view", () => call("GET", `/api/contact/${contactId}`), String(contactId)],
      ["contact.status", () => call("PATCH", `/api/contact/${contactId}/status`, { status: "read" }), String(contactId)],
      ["contact.export", () => call("GET", "/api/contact/export.csv"), null],
      ["contact.delete", () => call("DELETE", `/api/contact/${contactId}`), String(contactId)],
      ["quote.view", () => call("GET", `/api/quotes/${quoteId}`), String(quoteId)],
      ["quote.status", () => call("PATCH", `/api/quotes/${quoteId}/status`, { status: "in-review" }), String(quoteId)],
      ["quote.export", () => call("GET", "/api/quotes/export.csv"), null],
      ["quote.delete", () => call("DELETE", `/api/quotes/${quoteId}`), String(quoteId)],
      ["subscriber.export", () => call("GET", "/api/subscribers/export.csv"), null],
      ["subscriber.delete", () => call("DELETE", `/api/subscribers/${subscriberId}`), String(subscriberId)],
      ["account.invite", () => call("POST", "/api/staff/accounts/invitations", { email: "new.hire@example.in", role: "sales" }), null],
    ];
    const other = await signIn(t, "colleague@example.in", "sales");
    accounts.push(String(other.user.id));
    steps.push(["account.change", () => call("PATCH", `/api/staff/accounts/${other.user.id}`, { role: "editor" }), String(other.user.id)]);
    for (const [action, run, subjectId] of steps) {
      const res = await run();
      expect(res.statusCode, action).toBeLessThan(300);
      const row = await last();
      expect(row, action).toMatchObject({ action, actor_id: admin.user.id, actor_email: "auditor@example.in", subject_id: subjectId, ip });
      expect(row.subject_type, action).toBe(action.split(".")[0] === "account" && subjectId === null ? "invitation" : action.split(".")[0]);
      const text = JSON.stringify(row);
      for (const personal of ["applicant@", "enquirer@", "buyer@", "new.hire@", "Asha", "Ravi", "+91"])
        expect(text, action).not.toContain(personal);
    }
  });

  it("records nothing for a refused or failed call", async () => {
    const before = (await rows()).length;
    expect((await call("GET", "/api/applications/999999")).statusCode).toBe(404);
    const recruiter = await signIn(t, undefined, "recruiter");
    const afterSignIn = (await rows()).length;
    expect((await call("GET", "/api/contact/1", undefined, recruiter.headers)).statusCode).toBe(403);
    expect(afterSignIn).toBe(before + 1);
    expect((await rows()).length).toBe(afterSignIn);
  });

  it("does not hand out a record it cannot record, but keeps the answer of a change already made (decision 024)", async () => {
    const id = await insertApplication(t.database.db);
    const failing = vi.spyOn(t.app.audit, "record").mockRejectedValue(new Error("disk full"));
    try {
      const view = await call("GET", `/api/applications/${id}`);
      expect(view.statusCode).toBe(503);
      expect(view.json()).toEqual({ success: false, code: "unavailable", message: unavailableMessage });
      expect(view.body).not.toContain("Asha");
      const change = await call("PATCH", `/api/applications/${id}/status`, { status: "reviewing" });
      expect(change.statusCode).toBe(200);
      expect((await login("auditor@example.in", testPassword)).statusCode).toBe(200);
    } finally {
      failing.mockRestore();
    }
  });

  it("lets administrators read it newest first, by actor, action and date range, a page at a time", async () => {
    const page = await call("GET", "/api/staff/audit?limit=2");
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: AuditEntry[]; pagination: { total: number; limit: number } }>();
    expect(body.data).toHaveLength(2);
    expect(body.pagination.total).toBe((await rows()).length);
    expect(body.data[0]!.id).toBeGreaterThan(body.data[1]!.id);

    const byAction = (await call("GET", "/api/staff/audit?action=application.resume")).json<{ data: AuditEntry[] }>().data;
    expect(byAction.map((e) => e.action)).toEqual(["application.resume"]);
    const byActor = (await call("GET", "/api/staff/audit?actor=INTRUDER@example.in&limit=100")).json<{ data: AuditEntry[] }>().data;
    expect(byActor.map((e) => e.action)).toEqual(["auth.sign-in-failed"]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await call("GET", `/api/staff/audit?from=${today}&to=${today}`)).json<{ pagination: { total: number } }>();
    expect(inRange.pagination.total).toBe((await rows()).length);
    const before = (await call("GET", "/api/staff/audit?to=2020-01-01")).json<{ data: AuditEntry[] }>();
    expect(before.data).toEqual([]);
    expect((await call("GET", "/api/staff/audit?from=yesterday")).statusCode).toBe(400);

    for (const role of ["recruiter", "sales", "editor"] as const) {
      const { headers } = await signIn(t, undefined, role);
      expect((await call("GET", "/api/staff/audit", undefined, headers)).statusCode, role).toBe(403);
    }
  });

  it("cannot be written, changed or deleted through the API", async () => {
    const count = (await rows()).length;
    const [first] = await rows();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      for (const url of ["/api/staff/audit", `/api/staff/audit/${first!.id}`]) {
        const res = await call(method, url, method === "DELETE" ? undefined : { action: "auth.sign-in", actorEmail: "forged@example.in" });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect((await rows()).length).toBe(count);
    expect(await rows()).toContainEqual(first);
  });

  it("keeps rows 24 months: the retention job removes older ones", async () => {
    const db = t.database.db;
    await db
      .insertInto("audit_log")
      .values([
        { at: daysAgo(25 * 31), action: "contact.view", actor_id: admin.user.id, actor_email: "auditor@example.in", ip },
        { at: daysAgo(23 * 30), action: "contact.export", actor_id: admin.user.id, actor_email: "auditor@example.in", ip },
      ])
      .execute();
    await runRetention(t.app, 12);
    const left = await rows();
    expect(left.filter((r) => r.at < daysAgo(24 * 31))).toEqual([]);
    expect(left.some((r) => r.action === "contact.export" && r.at < daysAgo(22 * 30))).toBe(true);
    expect(left.some((r) => r.action === "auth.sign-in")).toBe(true);
  });
});
