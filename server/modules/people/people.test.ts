import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { peopleMessages, personRecordKinds, type PersonExport, type PersonRecords } from "#contracts/api/people";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { quoteFields } from "#server/test/form-fixtures";
import { seaShipment } from "#server/modules/shipments/test-shipment";
import { insertApplication, minimalPdf, signIn } from "#server/modules/staff/test-kit";

const person = "Kavya.Nair@example.in";
const address = person.toLowerCase();

/** Every row of every table whose text mentions the address, as "table: row". */
async function traces(t: TestApp, text: string) {
  const tables = (await t.database.db.introspection.getTables()).map((table) => table.name);
  expect(tables).toContain("mail_outbox");
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.database.db);
    for (const row of rows) {
      const flat = Object.values(row)
        .map((v) => (Buffer.isBuffer(v) ? v.toString("latin1") : typeof v === "string" ? v : JSON.stringify(v)))
        .join("\n")
        .toLowerCase();
      if (flat.includes(text.toLowerCase())) found.push(`${table}: ${JSON.stringify(row).slice(0, 120)}`);
    }
  }
  return found;
}

describe.each(testDialects)("data-subject requests on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let ip = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress: `10.7.0.${++ip % 250}` });

  beforeAll(async () => {
    t = await createTestApp(dialect, { STAFF_EMAIL: "desk@example.test" });
    admin = await signIn(t, "dpo@example.in");
    const form = (url: string, payload: object) => post(url, payload, { "content-type": "application/json" });
    expect(
      (
        await form("/api/contact", {
          firstName: "Kavya",
          lastName: "Nair",
          email: person,
          subject: "Freight quote",
          message: "Please quote one 20 ft container to Rotterdam.",
        })
      ).statusCode,
    ).toBe(201);
    const quote = await form("/api/quotes", quoteFields({ name: "Kavya Nair", company: "Nair Traders", email: person }));
    expect(quote.statusCode).toBe(201);
    expect((await form("/api/newsletter/subscribe", { email: person, source: "footer" })).statusCode).toBeLessThan(300);
    const applicationId = await insertApplication(t.database.db, { name: "Kavya Nair", email: person, resume: minimalPdf });
    expect((await post(`/api/applications/${applicationId}/notes`, { body: "Strong customs background" })).statusCode).toBe(201);
    // A failed sign-in with the address: the trail keeps the attempt, the erasure takes the address out of it.
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: person, password: "not a password" },
      remoteAddress: "10.7.1.1",
    });
    const shipment = await post("/api/staff/shipments", { ...seaShipment, customerName: "Kavya Nair", customerEmail: person });
    expect(shipment.statusCode).toBe(201);
    // Someone else's records stay.
    await insertApplication(t.database.db, { name: "Other Person", email: "other@example.in" });
  });
  afterAll(() => t.close());

  it("finds every kind of record held about an address, in any case", async () => {
    const res = await post("/api/staff/people/lookup", { email: person.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: PersonRecords }>().data;
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]!.notes.map((n) => n.body)).toEqual(["Strong customs background"]);
    expect(data.contactMessages).toHaveLength(1);
    expect(data.quotes).toHaveLength(1);
    expect(data.quotes[0]!.reference).toMatch(/^TGL-Q-/);
    expect(data.shipments.map((sh) => sh.reference)).toEqual([expect.stringMatching(/^TGL-S-/)]);
    expect(data.subscriptions).toHaveLength(1);
    // The contact notification (Reply-To the person), the quote's two mails and the newsletter confirmation.
    expect(data.mail.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(data)).not.toContain("other@example.in");
  });

  it("exports it as a JSON file with every kind, and records the export without the address", async () => {
    const res = await post("/api/staff/people/export", { email: person });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = res.json<PersonExport>();
    for (const kind of personRecordKinds) expect(file[kind].length, kind).toBeGreaterThan(0);
    expect(file.exportedAt).toMatch(/^\d{4}-/);
    const rows = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "in", ["person.view", "person.export"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.action)).toEqual(["person.view", "person.export"]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain(address);
  });

  it("corrects name and phone on every record, and refuses an empty correction", async () => {
    expect((await post("/api/staff/people/correct", { email: person, correction: {} })).statusCode).toBe(400);
    const res = await post("/api/staff/people/correct", { email: person, correction: { name: "Kavya R Nair", phone: "+919800000001" } });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: PersonRecords }>().data;
    expect(data.applications[0]).toMatchObject({ name: "Kavya R Nair", phone: "+919800000001" });
    expect(data.quotes[0]).toMatchObject({ name: "Kavya R Nair", phone: "+919800000001" });
    expect(data.quotes[0]!.details).toMatchObject({ name: "Kavya R Nair", phone: "+919800000001" });
    expect(data.contactMessages[0]).toMatchObject({ firstName: "Kavya", lastName: "R Nair" });
    expect(data.shipments[0]).toMatchObject({ name: "Kavya R Nair" });
    const nobody = await post("/api/staff/people/correct", { email: "nobody@example.in", correction: { name: "X Y" } });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(peopleMessages.nothingHeld);
  });

  it("refuses an erasure whose confirmation differs, changing nothing", async () => {
    const res = await post("/api/staff/people/erase", { email: person, confirm: "someone@example.in" });
    expect(res.statusCode).toBe(400);
    expect(await traces(t, address)).not.toEqual([]);
  });

  it("erases every trace of the address in every table, résumé included, and records only counts", async () => {
    expect((await traces(t, address)).length).toBeGreaterThan(0);
    // The shipment is kept for the accounts unless the staff member says what becomes of it.
    const kept = await post("/api/staff/people/erase", { email: person, confirm: person.toUpperCase() });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toMatch(/shipment TGL-S-\d{4}-\d{6} \(planned\)/);
    const res = await post("/api/staff/people/erase", { email: person, confirm: person.toUpperCase(), businessRecords: "erase" });
    expect(res.statusCode).toBe(200);
    const counts = res.json<{ data: Record<string, number> }>().data;
    expect(counts).toMatchObject({ applications: 1, contactMessages: 1, quotes: 1, shipments: 1, subscriptions: 1, signInAttempts: 1 });
    expect(counts.mail).toBeGreaterThanOrEqual(4);

    expect(await traces(t, address)).toEqual([]);
    expect(await traces(t, "Kavya")).toEqual([]);
    expect(await traces(t, "+919800000001")).toEqual([]);
    const resumes = await t.database.db.selectFrom("applications").select(["email", "resume"]).execute();
    expect(resumes.map((r) => r.email)).toEqual(["other@example.in"]);
    expect(await t.database.db.selectFrom("application_notes").selectAll().execute()).toEqual([]);

    const record = await t.database.db.selectFrom("audit_log").selectAll().where("action", "=", "person.erase").executeTakeFirstOrThrow();
    expect(record).toMatchObject({ actor_id: admin.user.id, actor_email: "dpo@example.in", subject_type: "person", subject_id: null });
    expect(JSON.parse(record.details!)).toEqual(counts);
    // The failed sign-in is still there, without the address.
    expect(await t.database.db.selectFrom("audit_log").select("actor_email").where("action", "=", "auth.sign-in-failed").execute()).toEqual(
      [{ actor_email: null }],
    );

    const again = await post("/api/staff/people/erase", { email: person, confirm: person });
    expect(again.statusCode).toBe(404);
  });

  it("is for administrators only", async () => {
    for (const role of ["recruiter", "sales", "editor"] as const) {
      const { headers } = await signIn(t, undefined, role);
      for (const url of ["/api/staff/people/lookup", "/api/staff/people/export", "/api/staff/people/erase"])
        expect((await post(url, { email: "other@example.in", confirm: "other@example.in" }, headers)).statusCode, `${role} ${url}`).toBe(
          403,
        );
    }
    expect(await traces(t, "other@example.in")).not.toEqual([]);
  });
});
