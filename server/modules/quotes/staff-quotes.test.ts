import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { quoteMessages, quoteReference, quoteStatuses, quoteTransitions, type QuoteDetail, type QuoteStatus } from "#contracts/api/quotes";
import type { QuoteStats } from "#contracts/api/stats";
import { staffMessages } from "#contracts/api/auth";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { deleteAccount } from "#server/modules/auth/staff-accounts";
import { daysAgo, insertQuote, signIn } from "#server/modules/staff/test-kit";
import { lastWeeks } from "./quote-weeks";

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const offer = { price: 1250.5, currency: "USD", validUntil: inAMonth, terms: "Airport to airport, fuel surcharge included." };

/** The body that moves a quote to `status` (the offer for quoted, a reason for lost). */
function moveTo(status: QuoteStatus) {
  if (status === "quoted") return { status, ...offer };
  if (status === "lost") return { status, reason: "Chose a cheaper forwarder" };
  return { status };
}

describe.each(testDialects)("staff quotes API on %s", (dialect) => {
  let t: TestApp;
  let sales: Awaited<ReturnType<typeof signIn>>;
  const get = (url: string, headers = sales.headers) => t.app.inject({ method: "GET", url, headers });
  const patch = (url: string, payload: unknown, headers = sales.headers) =>
    t.app.inject({ method: "PATCH", url, payload: payload as object, headers });
  const post = (url: string, payload?: unknown) =>
    t.app.inject({ method: "POST", url, headers: sales.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const quoteRow = (id: number) => t.database.db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const outbox = () => t.database.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "quote-offer").execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    sales = await signIn(t, "desk@example.in", "sales");
  });
  afterAll(() => t.close());

  describe("list, filters and CSV", () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const db = t.database.db;
      await db.deleteFrom("quotes").execute();
      ids = {
        old: await insertQuote(db, { company: "Old Mills", email: "buyer@old.in", created_at: "2026-01-05T10:00:00.000Z" }),
        sea: await insertQuote(db, {
          mode: "sea-lcl",
          direction: "import",
          company: "Sea Traders",
          created_at: "2026-03-10T23:59:59.000Z",
        }),
        won: await insertQuote(db, {
          status: "won",
          company: "Winners Ltd",
          email: "ops@winners.in",
          created_at: "2026-03-11T00:00:00.000Z",
        }),
        road: await insertQuote(db, {
          mode: "road-ftl",
          direction: "domestic",
          company: "Road 100% _Co",
          created_at: "2026-04-01T08:00:00.000Z",
        }),
      };
    });
    const companies = async (query: string) => {
      const res = await get(`/api/quotes${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json().data.map((row: { company: string }) => row.company);
    };

    it("lists newest first with the reference and paging", async () => {
      const res = await get("/api/quotes?limit=2&page=2");
      expect(res.json().pagination).toEqual({ page: 2, limit: 2, total: 4, pages: 2 });
      expect(res.json().data.map((row: { company: string }) => row.company)).toEqual(["Sea Traders", "Old Mills"]);
      expect(res.json().data[1]).toMatchObject({
        reference: quoteReference(ids.old!, "2026"),
        status: "new",
        chargeableKg: 100,
        assignee: null,
      });
    });

    it("filters by status, mode, direction and received dates (both ends inclusive)", async () => {
      expect(await companies("?status=won")).toEqual(["Winners Ltd"]);
      expect(await companies("?mode=sea-lcl")).toEqual(["Sea Traders"]);
      expect(await companies("?direction=domestic")).toEqual(["Road 100% _Co"]);
      expect(await companies("?from=2026-03-10&to=2026-03-10")).toEqual(["Sea Traders"]);
      expect(await companies("?from=2026-03-11")).toEqual(["Road 100% _Co", "Winners Ltd"]);
      expect(await companies("?to=2026-03-11&status=new")).toEqual(["Sea Traders", "Old Mills"]);
    });

    it("searches by reference, company or email, wildcards taken literally", async () => {
      expect(await companies(`?q=${quoteReference(ids.won!, "2026-03-11")}`)).toEqual(["Winners Ltd"]);
      expect(await companies(`?q=tgl-q-2026-${ids.sea}`)).toEqual(["Sea Traders"]);
      expect(await companies("?q=TRADERS")).toEqual(["Sea Traders"]);
      expect(await companies("?q=old.in")).toEqual(["Old Mills"]);
      expect(await companies("?q=100%25%20_")).toEqual(["Road 100% _Co"]);
      expect(await companies("?q=TGL-Q-2026-9999999999")).toEqual([]);
    });

    it("refuses an unknown filter value or a malformed date with 400", async () => {
      for (const query of ["status=open", "mode=rail", "direction=out", "from=yesterday", "to=2026-3-1"]) {
        const res = await get(`/api/quotes?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
    });

    it("exports the matching rows as CSV", async () => {
      const res = await get("/api/quotes/export.csv?from=2026-03-01");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toMatch(/^Reference,Received,Status,Mode,Direction,From,To,Company,/);
      expect(lines).toHaveLength(4);
      expect(res.body).toContain("Winners Ltd");
      expect(res.body).not.toContain("Old Mills");
    });
  });

  describe("workflow", () => {
    let id: number;
    beforeEach(async () => {
      id = await insertQuote(t.database.db);
    });

    it("shows every field of the request and the server's totals", async () => {
      const res = await get(`/api/quotes/${id}`);
      expect(res.statusCode).toBe(200);
      const detail: QuoteDetail = res.json().data;
      expect(detail).toMatchObject({
        status: "new",
        phone: "+91 98765 43210",
        totals: { grossKg: 40, volumeM3: 0.6, chargeableKg: 100, basis: expect.stringContaining("1:6000") },
        offer: null,
        sentAt: null,
        notes: [],
        allowedStatuses: ["in-review", "lost"],
      });
      const labels = detail.request.map((line) => line.label);
      for (const label of ["Name", "Company", "Email", "Mode", "From", "To", "Incoterm", "Cargo ready", "Commodity", "Packages", "Extras"])
        expect(labels, label).toContain(label);
      expect(detail.request.find((line) => line.label === "From")?.value).toBe("Mumbai Airport (INBOM)");
    });

    it("follows new → in review → quoted → won | lost, with the steps back the desk needs", () => {
      expect(quoteTransitions).toEqual({
        new: ["in-review", "lost"],
        "in-review": ["quoted", "lost"],
        quoted: ["won", "lost", "in-review"],
        won: [],
        lost: ["in-review"],
      });
    });

    // Every (from, to) pair: the allowed ones move and record, the others answer 409 and change nothing.
    const pairs = quoteStatuses.flatMap((from) => quoteStatuses.map((to) => [from, to] as const));
    it.each(pairs)("%s → %s", async (from, to) => {
      await t.database.db.updateTable("quotes").set({ status: from }).where("id", "=", id).execute();
      const before = await quoteRow(id);
      const res = await patch(`/api/quotes/${id}/status`, moveTo(to));
      if (quoteTransitions[from].includes(to)) {
        expect(res.statusCode, res.body).toBe(200);
        const detail: QuoteDetail = res.json().data;
        expect(detail.status).toBe(to);
        expect(detail.allowedStatuses).toEqual(quoteTransitions[to]);
        if (to === "quoted") expect(detail.offer).toEqual(offer);
        if (to === "lost") expect(detail.lostReason).toBe("Chose a cheaper forwarder");
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/cannot move to/);
        expect(await quoteRow(id)).toEqual(before);
      }
    });

    it("needs the offer to quote and a reason to lose, and a validity date from today on", async () => {
      await patch(`/api/quotes/${id}/status`, { status: "in-review" });
      const cases: [unknown, string][] = [
        [{ status: "quoted" }, "price"],
        [{ ...moveTo("quoted"), price: 0 }, "price"],
        [{ ...moveTo("quoted"), currency: "XYZ" }, "currency"],
        [{ ...moveTo("quoted"), validUntil: "next week" }, "validUntil"],
        [{ ...moveTo("quoted"), validUntil: "2020-01-01" }, "validUntil"],
        [{ ...moveTo("quoted"), validUntil: "2099-02-31" }, "validUntil"],
        [{ ...moveTo("quoted"), terms: "  " }, "terms"],
        [{ status: "lost", reason: "" }, "reason"],
        [{ status: "closed" }, "status"],
      ];
      for (const [body, field] of cases) {
        const res = await patch(`/api/quotes/${id}/status`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(
          res
            .json()
            .errors.map((e: { field: string }) => e.field)
            .join(),
          JSON.stringify(body),
        ).toContain(field);
      }
      expect((await quoteRow(id)).status).toBe("in-review");
    });

    it("answers 404 for a quote that does not exist", async () => {
      expect((await patch("/api/quotes/999999/status", moveTo("in-review"))).statusCode).toBe(404);
      expect((await get("/api/quotes/999999")).statusCode).toBe(404);
    });
  });

  describe("assignment, notes and sending the quote", () => {
    let id: number;
    beforeEach(async () => {
      id = await insertQuote(t.database.db);
    });

    it("assigns to the sales desk or an administrator, never to another role, and unassigns", async () => {
      const admin = await signIn(t, undefined, "admin");
      const recruiter = await signIn(t, undefined, "recruiter");
      const assignees = (await get("/api/quotes/assignees")).json().data.map((s: { email: string }) => s.email);
      expect(assignees).toContain("desk@example.in");
      expect(assignees).toContain(admin.user.email);
      expect(assignees).not.toContain(recruiter.user.email);

      const res = await patch(`/api/quotes/${id}/assignee`, { staffId: sales.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.assignee).toEqual({ id: sales.user.id, email: "desk@example.in", name: "Test Staff" });
      const refused = await patch(`/api/quotes/${id}/assignee`, { staffId: recruiter.user.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: "staffId", code: "notAssignable", message: quoteMessages.notAssignable }]);
      expect((await quoteRow(id)).assigned_to).toBe(sales.user.id);
      expect((await patch(`/api/quotes/${id}/assignee`, { staffId: null })).json().data.assignee).toBeNull();
      expect((await patch("/api/quotes/999999/assignee", { staffId: null })).statusCode).toBe(404);

      // A deleted account's quotes become unassigned.
      await patch(`/api/quotes/${id}/assignee`, { staffId: admin.user.id });
      await deleteAccount(t.database.db, admin.user.email);
      expect((await quoteRow(id)).assigned_to).toBeNull();
    });

    it("appends notes with their author and time, oldest first", async () => {
      const first = await post(`/api/quotes/${id}/notes`, { body: "  Called the buyer: flexible on dates. " });
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject({ body: "Called the buyer: flexible on dates.", author: { email: "desk@example.in" } });
      await post(`/api/quotes/${id}/notes`, { body: "Second" });
      const notes = (await get(`/api/quotes/${id}`)).json().data.notes;
      expect(notes.map((n: { body: string }) => n.body)).toEqual(["Called the buyer: flexible on dates.", "Second"]);
      expect(notes[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await post(`/api/quotes/${id}/notes`, { body: " " })).statusCode).toBe(400);
      expect((await post("/api/quotes/999999/notes", { body: "x" })).statusCode).toBe(404);
    });

    it("sends the priced quote only when quoted: one outbox row in the buyer's name, and the time recorded", async () => {
      const before = (await outbox()).length;
      const early = await post(`/api/quotes/${id}/send`);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(quoteMessages.notQuoted);
      await patch(`/api/quotes/${id}/status`, { status: "in-review" });
      await patch(`/api/quotes/${id}/status`, moveTo("quoted"));
      const res = await post(`/api/quotes/${id}/send`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const mails = await outbox();
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      expect(mail.to_address).toBe("asha@example.com");
      expect(mail.subject).toContain(quoteReference(id, new Date().toISOString()));
      expect(mail.text_body).toContain("USD 1,250.50");
      expect(mail.text_body).toContain(inAMonth);
      expect(mail.text_body).toContain("fuel surcharge included");
      expect((await quoteRow(id)).sent_at).toBe(res.json().data.sentAt);

      await patch(`/api/quotes/${id}/status`, { status: "won" });
      expect((await post(`/api/quotes/${id}/send`)).statusCode).toBe(409);
      expect(await outbox()).toHaveLength(before + 1);
    });

    it("lets only sales and administrators in", async () => {
      for (const role of ["recruiter", "editor"] as const) {
        const other = await signIn(t, undefined, role);
        const res = await get(`/api/quotes/${id}`, other.headers);
        expect(res.statusCode, role).toBe(403);
        expect(res.json().message).toBe(staffMessages.forbidden);
      }
      const admin = await signIn(t);
      expect((await get(`/api/quotes/${id}`, admin.headers)).statusCode).toBe(200);
    });
  });

  it("gives the dashboard quotes by week and the share won", async () => {
    const db = t.database.db;
    await db.deleteFrom("quotes").execute();
    const weeks = lastWeeks();
    await insertQuote(db, { status: "won", created_at: daysAgo(0) });
    await insertQuote(db, { status: "won", created_at: daysAgo(0) });
    await insertQuote(db, { status: "lost", created_at: `${weeks[0]}T00:00:00.000Z` });
    await insertQuote(db, { status: "new", created_at: daysAgo(200) });
    const res = await get("/api/stats/summary");
    expect(res.statusCode).toBe(200);
    const stats: QuoteStats = res.json().data.quotes;
    expect(stats.total).toBe(4);
    expect(stats.byStatus).toEqual({ new: 1, "in-review": 0, quoted: 0, won: 2, lost: 1 });
    expect(stats.byWeek.map((w) => w.week)).toEqual(weeks);
    expect(stats.byWeek[0]!.count).toBe(1);
    expect(stats.byWeek.at(-1)!.count).toBe(2);
    expect(stats.byWeek.reduce((sum, w) => sum + w.count, 0)).toBe(3);
    expect(stats.wonShare).toBeCloseTo(2 / 3);
  });
});
