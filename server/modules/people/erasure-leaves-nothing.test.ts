import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptRecordLabel, peopleMessages, type PersonRecords } from "#contracts/api/people";
import { quoteReference } from "#contracts/api/quotes";
import { fill } from "#contracts/fill";
import { applicationFields, multipartBody } from "#server/modules/applications/test-multipart";
import { mailCopyRetentionDays, runRetention } from "#server/modules/retention/retention-job";
import { signIn } from "#server/modules/staff/test-kit";
import { quoteFields } from "#server/test/form-fixtures";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

/**
 * Issue 28, item 3: a data-subject erasure leaves nothing of the person behind, the .eml copies of the file
 * transport included; and it does not silently delete records that must be kept for business or tax reasons (a won
 * quote): it asks, and anonymises them or erases them as the staff member chooses.
 */

/** Every .eml file of the outbox folder, its quoted-printable and base64 parts decoded enough to search. */
function mailFiles(t: TestApp) {
  const folder = path.join(t.config.dataDir, "outbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => {
      const raw = readFileSync(path.join(folder, name), "utf8");
      const decoded = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) => Buffer.from(m[1]!, "base64").toString("utf8"));
      return { name, text: [decoded, ...base64].join("\n").toLowerCase() };
    });
}

describe.each(testDialects)("an erasure on %s (issue 28)", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let ip = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress: `10.28.3.${++ip % 250}` });

  /** Every form a visitor can send, as `email` named `name`; the mails they queue are then sent (written as .eml files). */
  async function visitor(email: string, name: string, quote: Record<string, unknown> = {}) {
    const form = (url: string, payload: object) => post(url, payload, { "content-type": "application/json" });
    const [first, last] = name.split(" ");
    expect(
      (await form("/api/contact", { firstName: first, lastName: last, email, subject: "Rates", message: "Please call me back." }))
        .statusCode,
    ).toBe(201);
    const quoted = await form(
      "/api/quotes",
      quoteFields({ name, company: `${last} Traders`, email, message: "Call after 5", gstin: "", ...quote }),
    );
    expect(quoted.statusCode).toBe(201);
    expect((await form("/api/newsletter/subscribe", { email, source: "footer" })).statusCode).toBeLessThan(300);
    const { payload, headers } = multipartBody({ ...applicationFields, name, email });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/applications", payload, headers, remoteAddress: `10.28.4.${++ip % 250}` }))
        .statusCode,
    ).toBe(201);
    await t.app.mailWorker.runOnce();
    return Number(quoted.json<{ reference: string }>().reference.slice(-6));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.mailWorker.pause();
    admin = await signIn(t, "dpo@example.in");
  });
  afterAll(() => t.close());

  it("deletes the .eml copies of every mail to or about the person, and no one else's", async () => {
    await visitor("meena.rao@example.in", "Meena Rao");
    await visitor("other.person@example.in", "Other Person");
    const before = mailFiles(t);
    const hers = before.filter((file) => file.text.includes("meena.rao@example.in"));
    // Contact and application notifications, application receipt, quote acknowledgement and notice, newsletter confirmation.
    expect(hers.map((file) => file.name.replace(/^\d+-/, "")).sort()).toEqual([
      "application-confirmation.eml",
      "application-notification.eml",
      "contact-notification.eml",
      "newsletter-confirm.eml",
      "quote-confirmation.eml",
      "quote-notification.eml",
    ]);

    const erased = await post("/api/staff/people/erase", { email: "meena.rao@example.in", confirm: "meena.rao@example.in" });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data.mail).toBe(6);

    const after = mailFiles(t);
    for (const trace of ["meena.rao@example.in", "meena rao", "rao traders"])
      expect(
        after.filter((file) => file.text.includes(trace)),
        trace,
      ).toEqual([]);
    expect(after.filter((file) => file.text.includes("other.person@example.in"))).toHaveLength(6);
  });

  it("keeps a won quote until told what to do with it: 409 naming it, nothing erased", async () => {
    const id = await visitor("sunil.shah@example.in", "Sunil Shah", { gstin: "27AAPFU0939F1ZV", iec: "AAPFU0939F" });
    await t.database.db
      .updateTable("quotes")
      .set({ status: "won", price: 1200, price_currency: "USD", valid_until: "2027-01-31" })
      .where("id", "=", id)
      .execute();
    const note = await post(`/api/quotes/${id}/notes`, { body: "Sunil prefers WhatsApp." });
    expect(note.statusCode).toBe(201);
    const reference = quoteReference(
      id,
      (await t.database.db.selectFrom("quotes").select("created_at").where("id", "=", id).executeTakeFirstOrThrow()).created_at,
    );

    // The lookup shows the won quote, so the screen can warn before anything is asked.
    const found = (await post("/api/staff/people/lookup", { email: "sunil.shah@example.in" })).json<{ data: PersonRecords }>().data;
    expect(found.quotes.map((q) => [q.reference, q.status])).toEqual([[reference, "won"]]);

    const refused = await post("/api/staff/people/erase", { email: "sunil.shah@example.in", confirm: "sunil.shah@example.in" });
    expect(refused.statusCode).toBe(409);
    const label = keptRecordLabel({ reference, status: "won" });
    expect(refused.json()).toEqual({
      success: false,
      message: fill(peopleMessages.keptRecords, { records: label }),
      errors: [{ field: "businessRecords", code: "keptRecord", message: label }],
    });
    expect(refused.json().message).toContain(`quote ${reference} (won)`);
    const still = (await post("/api/staff/people/lookup", { email: "sunil.shah@example.in" })).json<{ data: PersonRecords }>().data;
    expect([still.applications.length, still.contactMessages.length, still.quotes.length, still.subscriptions.length]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(mailFiles(t).filter((file) => file.text.includes("sunil.shah@example.in"))).toHaveLength(6);

    const wrong = await post("/api/staff/people/erase", {
      email: "sunil.shah@example.in",
      confirm: "sunil.shah@example.in",
      businessRecords: "keep",
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("anonymises the won quote when asked: the sale's facts stay, the person goes, everything else is erased", async () => {
    const [quote] = await t.database.db.selectFrom("quotes").selectAll().where("email", "=", "sunil.shah@example.in").execute();
    const res = await post("/api/staff/people/erase", {
      email: "sunil.shah@example.in",
      confirm: "sunil.shah@example.in",
      businessRecords: "anonymise",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      anonymisedQuotes: 1,
      quotes: 0,
      applications: 1,
      contactMessages: 1,
      subscriptions: 1,
      mail: 6,
    });

    const kept = await t.database.db.selectFrom("quotes").selectAll().where("id", "=", quote!.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      status: "won",
      price: 1200,
      price_currency: "USD",
      mode: quote!.mode,
      origin: quote!.origin,
      destination: quote!.destination,
      gross_kg: quote!.gross_kg,
      created_at: quote!.created_at,
      name: "Anonymised",
      company: "Anonymised",
      email: "",
      phone: "",
      ip: null,
    });
    const details = JSON.parse(kept.details) as Record<string, unknown>;
    expect(details).toMatchObject({ commodity: "Brake discs", packages: expect.any(Array), name: "Anonymised", email: "" });
    for (const field of ["gstin", "iec", "message"]) expect(details, field).not.toHaveProperty(field);
    const row = JSON.stringify(kept).toLowerCase();
    for (const trace of ["sunil", "shah", "27aapfu0939f1zv", "call after 5", "98765"]) expect(row, trace).not.toContain(trace);
    expect(await t.database.db.selectFrom("quote_notes").selectAll().where("quote_id", "=", quote!.id).execute()).toEqual([]);
    expect(mailFiles(t).filter((file) => file.text.includes("sunil"))).toEqual([]);
    // Nothing is held about the address any more.
    expect((await post("/api/staff/people/erase", { email: "sunil.shah@example.in", confirm: "sunil.shah@example.in" })).statusCode).toBe(
      404,
    );
  });

  it("erases a won quote too when told to", async () => {
    const id = await visitor("arjun.das@example.in", "Arjun Das");
    await t.database.db.updateTable("quotes").set({ status: "won" }).where("id", "=", id).execute();
    const res = await post("/api/staff/people/erase", {
      email: "arjun.das@example.in",
      confirm: "arjun.das@example.in",
      businessRecords: "erase",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ quotes: 1 });
    expect(res.json().data).not.toHaveProperty("anonymisedQuotes");
    expect(await t.database.db.selectFrom("quotes").select("id").where("id", "=", id).execute()).toEqual([]);
  });

  it("keeps the copies of sent mail on disk for a short time only", async () => {
    const folder = path.join(t.config.dataDir, "outbox");
    const old = path.join(folder, "00999999-contact-notification.eml");
    const recent = path.join(folder, "00999998-contact-notification.eml");
    writeFileSync(old, "To: someone@example.in\n\nold");
    writeFileSync(recent, "To: someone@example.in\n\nrecent");
    const now = Date.now();
    const aged = (now - (mailCopyRetentionDays * 24 + 1) * 3_600_000) / 1000;
    utimesSync(old, aged, aged);
    await runRetention(t.app, 12, new Date(now), t.app.mailWorker);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });
});
