import { beforeAll, describe, expect, it } from "vitest";
import type { ContactSummary } from "#contracts/api/contact";
import { testDialects } from "#server/test/test-app";
import { daysAgo, hostileStrings, insertContact, signedInTestApp } from "#server/modules/staff/test-kit";

describe.each(testDialects)("staff contact messages API on %s", (dialect) => {
  const staff = signedInTestApp(dialect);
  const { get } = staff;
  const ids: number[] = [];

  beforeAll(async () => {
    const db = staff.t.database.db;
    ids.push(await insertContact(db, { first_name: "Anil", subject: "Customs help", status: "new", created_at: daysAgo(3) }));
    ids.push(
      await insertContact(db, {
        first_name: "Bela",
        email: "BELA@Shipper.in",
        subject: "Warehouse space",
        status: "read",
        created_at: daysAgo(2),
      }),
    );
    ids.push(
      await insertContact(db, {
        first_name: "Chetan",
        last_name: "O'Brien",
        subject: "=cmd|' /C calc'!A0",
        status: "archived",
        created_at: daysAgo(1),
      }),
    );
  });

  it("lists newest first with paging", async () => {
    const body = (await get("/api/contact?limit=2")).json();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(body.data.map((m: ContactSummary) => m.id)).toEqual([ids[2], ids[1]]);
    expect(body.data[0]).toMatchObject({ firstName: "Chetan", lastName: "O'Brien", status: "archived" });
  });

  it("filters by status and searches names, email and subject case-insensitively", async () => {
    expect((await get("/api/contact?status=read")).json().data.map((m: ContactSummary) => m.firstName)).toEqual(["Bela"]);
    expect((await get("/api/contact?q=bela@shipper")).json().pagination.total).toBe(1);
    expect((await get("/api/contact?q=WAREHOUSE")).json().pagination.total).toBe(1);
    expect((await get("/api/contact?q=o'brien")).json().pagination.total).toBe(1);
    expect((await get("/api/contact?q=kumar")).json().pagination.total).toBe(2);
    expect((await get("/api/contact?status=deleted")).statusCode).toBe(400);
  });

  it.each(hostileStrings)("treats the search %j as text", async (q) => {
    const res = await get(`/api/contact?q=${encodeURIComponent(q)}`);
    expect([200, 400]).toContain(res.statusCode);
  });

  it("shows one message and changes its status freely among new, read and archived", async () => {
    const detail = await get(`/api/contact/${ids[0]}`);
    expect(detail.json().data).toMatchObject({ id: ids[0], firstName: "Anil", message: expect.any(String), status: "new" });
    for (const status of ["read", "archived", "new", "archived"]) {
      const res = await staff.inject({ method: "PATCH", url: `/api/contact/${ids[0]}/status`, payload: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const bad = await staff.inject({ method: "PATCH", url: `/api/contact/${ids[0]}/status`, payload: { status: "spam" } });
    expect(bad.statusCode).toBe(400);
    expect((await staff.inject({ method: "PATCH", url: "/api/contact/999999/status", payload: { status: "read" } })).statusCode).toBe(404);
    expect((await get("/api/contact/abc")).statusCode).toBe(404);
  });

  it("exports CSV with formula cells neutralised", async () => {
    const res = await get("/api/contact/export.csv?status=archived");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("ID,Received,First name,Last name,Email,Subject,Status,Message");
    // The status test above archived Anil's message too.
    expect(lines.slice(1).map((l) => l.split(",")[2])).toEqual(["Chetan", "Anil"]);
    expect(res.body).toContain(`'=cmd|' /C calc'!A0`);
    expect(res.body).not.toMatch(/,=cmd/);
  });

  it("answers 404, never 500, to a status change that races the message's deletion", async () => {
    for (let i = 0; i < 20; i++) {
      const id = await insertContact(staff.t.database.db, { first_name: "Racing" });
      const [patched, deleted] = await Promise.all([
        staff.inject({ method: "PATCH", url: `/api/contact/${id}/status`, payload: { status: "read" } }),
        staff.inject({ method: "DELETE", url: `/api/contact/${id}` }),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect([200, 404]).toContain(patched.statusCode);
      if (patched.statusCode === 404) expect(patched.json()).toEqual({ success: false, message: "Message not found" });
    }
  });

  it("deletes a message on request", async () => {
    const id = await insertContact(staff.t.database.db, { first_name: "Delete", last_name: "Me" });
    expect((await staff.inject({ method: "DELETE", url: `/api/contact/${id}` })).statusCode).toBe(200);
    expect((await get(`/api/contact/${id}`)).statusCode).toBe(404);
    expect((await staff.inject({ method: "DELETE", url: `/api/contact/${id}` })).statusCode).toBe(404);
  });
});
