import { beforeAll, describe, expect, it } from "vitest";
import type { SubscriberSummary } from "#contracts/api/subscribers";
import { testDialects } from "#server/test/test-app";
import { daysAgo, hostileStrings, insertSubscriber, signedInTestApp } from "#server/modules/staff/test-kit";

describe.each(testDialects)("staff newsletter subscribers API on %s", (dialect) => {
  const staff = signedInTestApp(dialect);
  const { get } = staff;

  beforeAll(async () => {
    const db = staff.t.database.db;
    await insertSubscriber(db, { email: "first@example.in", status: "confirmed", created_at: daysAgo(3) });
    await insertSubscriber(db, { email: "second@example.in", status: "pending", created_at: daysAgo(2) });
    await insertSubscriber(db, { email: "+cmd@example.in", status: "unsubscribed", created_at: daysAgo(1) });
  });

  it("lists newest first and never exposes the subscribers' tokens", async () => {
    const res = await get("/api/subscribers");
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(body.data.map((s: SubscriberSummary) => s.email)).toEqual(["+cmd@example.in", "second@example.in", "first@example.in"]);
    expect(body.data[2]).toMatchObject({ status: "confirmed", source: "footer", confirmedAt: expect.any(String), unsubscribedAt: null });
    expect(res.body).not.toMatch(/token/i);
  });

  it("filters by status and searches the email", async () => {
    expect((await get("/api/subscribers?status=pending")).json().data.map((s: SubscriberSummary) => s.email)).toEqual([
      "second@example.in",
    ]);
    expect((await get("/api/subscribers?q=FIRST")).json().pagination.total).toBe(1);
    expect((await get("/api/subscribers?status=gone")).statusCode).toBe(400);
  });

  it.each(hostileStrings)("treats the search %j as text", async (q) => {
    expect([200, 400]).toContain((await get(`/api/subscribers?q=${encodeURIComponent(q)}`)).statusCode);
  });

  it("exports CSV with the confirmed time, formula cells neutralised", async () => {
    const res = await get("/api/subscribers/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body).toContain(",'+cmd@example.in,unsubscribed,");
    expect(res.body.split("\r\n")[0]).toBe("\uFEFFID,Email,Status,Source,Subscribed,Consent,Confirmed,Unsubscribed");
  });

  it("deletes a subscriber on request", async () => {
    const id = await insertSubscriber(staff.t.database.db, { email: "leave@example.in" });
    expect((await staff.inject({ method: "DELETE", url: `/api/subscribers/${id}` })).statusCode).toBe(200);
    expect((await get("/api/subscribers?q=leave")).json().pagination.total).toBe(0);
    expect((await staff.inject({ method: "DELETE", url: `/api/subscribers/${id}` })).statusCode).toBe(404);
  });
});
