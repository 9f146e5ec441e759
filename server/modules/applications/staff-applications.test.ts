import { beforeAll, describe, expect, it } from "vitest";
import { applicationTransitions, applicationStatuses, type ApplicationDetail, type ApplicationSummary } from "#contracts/api/applications";
import { testDialects } from "#server/test/test-app";
import { daysAgo, hostileStrings, insertApplication, minimalPdf, signedInTestApp } from "#server/modules/staff/test-kit";

describe.each(testDialects)("staff applications API on %s", (dialect) => {
  const staff = signedInTestApp(dialect);
  const { get } = staff;

  describe("list", () => {
    let ids: number[] = [];
    const people: string[] = [];
    beforeAll(async () => {
      const db = staff.t.database.db;
      await db.deleteFrom("applications").execute();
      ids = [];
      for (let i = 0; i < 25; i++) {
        people.push(
          `${i === 3 ? "Priya 50%_Off Shah" : `Applicant ${i}`} ${i === 4 ? "ZED@Example.IN" : `applicant${i}@example.in`}`.toLowerCase(),
        );
        ids.push(
          await insertApplication(db, {
            name: i === 3 ? "Priya 50%_Off Shah" : `Applicant ${i}`,
            email: i === 4 ? "ZED@Example.IN" : `applicant${i}@example.in`,
            position: i % 2 === 0 ? "internship" : "professional",
            status: i % 5 === 0 ? "reviewing" : "new",
            created_at: daysAgo(25 - i),
          }),
        );
      }
    });

    it("pages newest first with { page, limit, total, pages }", async () => {
      const first = await get("/api/applications?limit=10");
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.pagination).toEqual({ page: 1, limit: 10, total: 25, pages: 3 });
      expect(body.data.map((a: ApplicationSummary) => a.id)).toEqual([...ids].reverse().slice(0, 10));
      const last = (await get("/api/applications?limit=10&page=3")).json();
      expect(last.data).toHaveLength(5);
      const beyond = (await get("/api/applications?limit=10&page=9")).json();
      expect(beyond).toMatchObject({ data: [], pagination: { page: 9, total: 25, pages: 3 } });
    });

    it("defaults to 20 per page and never returns resume bytes", async () => {
      const body = (await get("/api/applications")).json();
      expect(body.pagination.limit).toBe(20);
      expect(Object.keys(body.data[0]).sort()).toEqual([
        "createdAt",
        "email",
        "hasResume",
        "id",
        "messagePreview",
        "name",
        "opening",
        "phone",
        "position",
        "status",
        "updatedAt",
      ]);
    });

    it("filters by status and position", async () => {
      const reviewing = (await get("/api/applications?status=reviewing&limit=100")).json();
      expect(reviewing.pagination.total).toBe(5);
      expect(reviewing.data.every((a: ApplicationSummary) => a.status === "reviewing")).toBe(true);
      const interns = (await get("/api/applications?position=internship&limit=100")).json();
      expect(interns.pagination.total).toBe(13);
      const both = (await get("/api/applications?position=internship&status=reviewing")).json();
      expect(both.pagination.total).toBe(3);
      expect((await get("/api/applications?status=&position=")).json().pagination.total).toBe(25);
    });

    it("searches name and email case-insensitively, with % and _ taken literally", async () => {
      expect((await get("/api/applications?q=zed@example")).json().pagination.total).toBe(1);
      expect((await get("/api/applications?q=PRIYA")).json().pagination.total).toBe(1);
      expect((await get(`/api/applications?q=${encodeURIComponent("50%_off")}`)).json().pagination.total).toBe(1);
      expect((await get(`/api/applications?q=${encodeURIComponent("%")}`)).json().pagination.total).toBe(1);
      expect((await get(`/api/applications?q=${encodeURIComponent("_")}`)).json().pagination.total).toBe(1);
    });

    it.each(hostileStrings)("treats the search %j as text: no 5xx, nothing injected", async (q) => {
      const res = await get(`/api/applications?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBeLessThan(500);
      // Wildcards match only themselves: "%" finds the one name that contains a percent sign.
      if (res.statusCode === 200) expect(res.json().pagination.total).toBe(people.filter((p) => p.includes(q.trim().toLowerCase())).length);
      else expect(res.statusCode).toBe(400);
      expect(
        await staff.t.database.db
          .selectFrom("applications")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ).toEqual({ n: 25 });
    });

    it.each([
      ["page=0", "page"],
      ["page=abc", "page"],
      ["limit=101", "limit"],
      ["limit=0", "limit"],
      ["status=approved", "status"],
      ["position=ceo", "position"],
      [`q=${"x".repeat(101)}`, "q"],
      ["page=1e400", "page"],
    ])("refuses ?%s with 400 naming %s", async (query, field) => {
      const res = await get(`/api/applications?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  describe("detail, workflow and notes", () => {
    let id: number;
    beforeAll(async () => {
      id = await insertApplication(staff.t.database.db, {
        name: "Kiran Das",
        message: "x".repeat(500),
        resume: minimalPdf,
        resume_filename: "Kiran CV.pdf",
      });
    });

    it("shows the whole message, resume metadata (not bytes) and the allowed next statuses", async () => {
      const res = await get(`/api/applications/${id}`);
      expect(res.statusCode).toBe(200);
      const detail: ApplicationDetail = res.json().data;
      expect(detail).toMatchObject({ id, name: "Kiran Das", status: "new", notes: [], allowedStatuses: ["reviewing", "rejected"] });
      expect(detail.message).toHaveLength(500);
      expect(detail.resume).toEqual({ filename: "Kiran CV.pdf", size: minimalPdf.length, url: `/api/applications/${id}/resume` });
      expect(res.body).not.toContain("%PDF");
    });

    it.each(["0", "-1", "abc", "1.5", "99999999999", "1%20OR%201=1", "999999"])("answers 404 for the id %s", async (bad) => {
      const res = await get(`/api/applications/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "Application not found" });
    });

    it("walks the workflow New → Reviewing → Shortlisted → Hired and refuses skipped steps with 409", async () => {
      const patch = (status: string) => staff.inject({ method: "PATCH", url: `/api/applications/${id}/status`, payload: { status } });
      expect((await patch("hired")).statusCode).toBe(409);
      expect((await patch("shortlisted")).statusCode).toBe(409);
      const reviewing = await patch("reviewing");
      expect(reviewing.statusCode).toBe(200);
      expect(reviewing.json().data).toMatchObject({ status: "reviewing", allowedStatuses: ["shortlisted", "rejected", "new"] });
      expect((await patch("shortlisted")).json().data.status).toBe("shortlisted");
      expect((await patch("hired")).json().data.status).toBe("hired");
      const again = await patch("hired");
      expect(again.statusCode).toBe(200);
      const bad = await patch("approved");
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errors: [{ field: "status" }] });
    });

    it.each(applicationStatuses.flatMap((from) => applicationStatuses.filter((to) => to !== from).map((to) => [from, to] as const)))(
      "from %s to %s follows the transition table",
      async (from, to) => {
        const app = await insertApplication(staff.t.database.db, { status: from });
        const res = await staff.inject({ method: "PATCH", url: `/api/applications/${app}/status`, payload: { status: to } });
        expect(res.statusCode).toBe(applicationTransitions[from].includes(to) ? 200 : 409);
      },
    );

    it("lets exactly one of two simultaneous moves from the same status win", async () => {
      const app = await insertApplication(staff.t.database.db, { status: "shortlisted" });
      const [a, b] = await Promise.all(
        ["hired", "rejected"].map((status) =>
          staff.inject({ method: "PATCH", url: `/api/applications/${app}/status`, payload: { status } }),
        ),
      );
      expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    });

    it("adds internal notes with their author, stored as plain text", async () => {
      for (const body of ["Strong customs experience.", ...hostileStrings.filter((s) => s !== "\u0000" && s.trim() !== "")]) {
        const res = await staff.inject({ method: "POST", url: `/api/applications/${id}/notes`, payload: { body } });
        expect(res.statusCode).toBe(201);
        expect(res.json().data).toMatchObject({ body: body.trim(), author: { email: expect.stringContaining("@example.in") } });
      }
      const detail = (await get(`/api/applications/${id}`)).json().data as ApplicationDetail;
      expect(detail.notes[0]!.body).toBe("Strong customs experience.");
      expect(detail.notes.map((n) => n.body)).toContain("<script>alert(1)</script>");
    });

    it.each([
      [{}, 400],
      [{ body: "   " }, 400],
      [{ body: "x".repeat(2001) }, 400],
      [{ body: "a\u0000b" }, 400],
      [{ body: ["array"] }, 400],
    ])("refuses the note %j", async (payload, status) => {
      const res = await staff.inject({ method: "POST", url: `/api/applications/${id}/notes`, payload });
      expect(res.statusCode).toBe(status);
    });

    it("answers 404, never 500, to a note that races the application's deletion", async () => {
      for (let i = 0; i < 20; i++) {
        const app = await insertApplication(staff.t.database.db);
        const [noted, deleted] = await Promise.all([
          staff.inject({ method: "POST", url: `/api/applications/${app}/notes`, payload: { body: "Call back" } }),
          staff.inject({ method: "DELETE", url: `/api/applications/${app}` }),
        ]);
        expect(deleted.statusCode).toBe(200);
        expect([201, 404]).toContain(noted.statusCode);
        if (noted.statusCode === 404) expect(noted.json()).toEqual({ success: false, message: "Application not found" });
      }
      expect(await staff.t.database.db.selectFrom("application_notes").select("id").where("body", "=", "Call back").execute()).toEqual([]);
    });

    it("refuses a note on a missing application with 404 and non-JSON bodies with 415", async () => {
      expect((await staff.inject({ method: "POST", url: "/api/applications/999999/notes", payload: { body: "hello" } })).statusCode).toBe(
        404,
      );
      const text = await staff.inject({
        method: "POST",
        url: `/api/applications/${id}/notes`,
        headers: { "content-type": "text/plain" },
        payload: "hello",
      });
      expect(text.statusCode).toBe(415);
    });
  });

  describe("resume download", () => {
    it("sends the PDF as an attachment with a safe name, nosniff and no-store", async () => {
      const id = await insertApplication(staff.t.database.db, {
        resume: minimalPdf,
        resume_filename: 'évaluation "final"\r\nX-Evil: 1;../../etc.pdf',
      });
      const res = await staff.inject({
        method: "GET",
        url: `/api/applications/${id}/resume`,
        headers: { "accept-encoding": "gzip, br" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["x-evil"]).toBeUndefined();
      const disposition = String(res.headers["content-disposition"]);
      expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._ -]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~-]+\.pdf$/);
      expect(disposition).not.toMatch(/[\r\n]/);
      expect(res.rawPayload.equals(minimalPdf)).toBe(true);
    });

    it("answers 404 when there is no resume or no application", async () => {
      const id = await insertApplication(staff.t.database.db);
      const none = await get(`/api/applications/${id}/resume`);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe("This application has no resume");
      expect((await get("/api/applications/999999/resume")).statusCode).toBe(404);
    });
  });

  describe("deletion on request", () => {
    it("deletes the application with its resume and notes", async () => {
      const db = staff.t.database.db;
      const id = await insertApplication(db, { resume: minimalPdf });
      await staff.inject({ method: "POST", url: `/api/applications/${id}/notes`, payload: { body: "Call back Monday" } });
      const res = await staff.inject({ method: "DELETE", url: `/api/applications/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      expect(await db.selectFrom("applications").select("id").where("id", "=", id).execute()).toEqual([]);
      expect(await db.selectFrom("application_notes").select("id").where("application_id", "=", id).execute()).toEqual([]);
      expect((await get(`/api/applications/${id}/resume`)).statusCode).toBe(404);
      expect((await staff.inject({ method: "DELETE", url: `/api/applications/${id}` })).statusCode).toBe(404);
    });
  });

  describe("CSV export", () => {
    it("exports the filtered rows with RFC 4180 quoting and formula cells neutralised", async () => {
      const db = staff.t.database.db;
      await db.deleteFrom("applications").execute();
      await insertApplication(db, {
        name: '=HYPERLINK("http://evil","x")',
        email: "a@example.in",
        message: "+SUM(A1:A9)",
        position: "internship",
      });
      await insertApplication(db, {
        name: "@cmd",
        email: "b@example.in",
        message: "-2+3\nsecond line, with comma",
        position: "internship",
      });
      await insertApplication(db, {
        name: "Plain Name",
        email: "c@example.in",
        message: "\tTabbed",
        phone: "+919876543210",
        position: "professional",
      });
      const res = await get("/api/applications/export.csv?position=internship");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.body.replace(/^\uFEFF/, "");
      const lines = text.split("\r\n");
      expect(lines[0]).toBe("ID,Received,Name,Email,Phone,Position,Opening,Status,Message,Resume,Resume bytes");
      expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
      expect(text).toContain(",'@cmd,");
      expect(text).toContain(",'+SUM(A1:A9),");
      expect(text).toContain(`"'-2+3\nsecond line, with comma"`);
      expect(text).not.toContain("Plain Name");
      expect(text).toContain(",'+919876543210,");
      const all = (await get("/api/applications/export.csv")).body;
      expect(all).toContain(",'\tTabbed,");
    });
  });
});
