import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteMessages as m } from "#contracts/forms/quote-messages";
import { coded, fieldError, requiredErrors } from "#server/test/coded";
import { expectFieldErrors } from "#server/test/field-errors";
import { rowCounts } from "#server/test/row-counts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { quoteFields } from "#server/test/form-fixtures";
import { quoteSender } from "./test-send";

const valid = quoteFields({ hsCode: "870830", extras: ["customs-clearance"] });
const line = valid.packages[0];
const fcl = { ...valid, mode: "sea-fcl", packages: [], containers: [{ type: "40hc", count: 2, weightKg: 24_000 }] };
const REFERENCE = /^TGL-Q-\d{4}-\d{6,}$/;

describe.each(testDialects)("quotes API on %s", (dialect) => {
  let t: TestApp;
  const send = quoteSender(() => t, "10.2.0");
  const counts = () => rowCounts(t, ["quotes", "mail_outbox"]);

  beforeAll(async () => {
    t = await createTestApp(dialect, { STAFF_EMAIL: "desk@example.test" });
  });
  afterAll(() => t.close());

  it("stores the request with the server's totals, answers its reference and queues both emails", async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, ...coded(m, "success"), reference: expect.stringMatching(REFERENCE) });
    expect(body.reference).toMatch(REFERENCE);
    const id = Number(body.reference.slice(-6));
    const row = await t.database.db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    // 2 × 100 × 60 × 50 cm = 0.6 m³ → 100 kg by air (1:6000) against 40 kg gross.
    expect(row).toMatchObject({
      status: "new",
      mode: "air",
      gross_kg: 40,
      volume_m3: 0.6,
      chargeable_kg: 100,
      company: "Patil Auto Components",
    });
    expect(JSON.parse(row.details)).toMatchObject({ packages: valid.packages, extras: ["customs-clearance"] });
    expect(body.reference).toBe(`TGL-Q-${row.created_at.slice(0, 4)}-${String(id).padStart(6, "0")}`);

    const mails = await t.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("subject", "like", `%${body.reference}%`)
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ["quote-confirmation", "asha@example.com"],
      ["quote-notification", "desk@example.test"],
    ]);
    expect(mails[0].text_body).toContain(body.reference);
    expect(mails[0].text_body).toContain("Chargeable weight: 100 kg (air 1:6000");
    expect(JSON.parse(mails[1].headers)).toEqual({ "Reply-To": "asha@example.com" });
  });

  it("stores an FCL request with its containers' gross weight and no chargeable weight (issue 28: not 0 kg)", async () => {
    const { stackable: _unanswered, ...unasked } = fcl;
    const res = await send({ ...unasked, containers: [...fcl.containers, { type: "20gp", count: 1, weightKg: 12_500.5 }] });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db.selectFrom("quotes").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mode: "sea-fcl", gross_kg: 60_500.5, volume_m3: 0, chargeable_kg: null });
    const details = JSON.parse(row.details);
    expect(details.containers).toEqual([
      { type: "40hc", count: 2, weightKg: 24_000 },
      { type: "20gp", count: 1, weightKg: 12_500.5 },
    ]);
    // Stackable was not answered: it stays unset, and no e-mail says "Stackable: Yes".
    expect(details).not.toHaveProperty("stackable");
    const mails = await t.database.db.selectFrom("mail_outbox").selectAll().where("subject", "like", `%${res.json().reference}%`).execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text_body).toContain("Containers: 2 × 40' HC, 24000 kg each, 1 × 20' GP, 12500.5 kg each");
      expect(mail.text_body).toContain("Gross weight: 60,500.5 kg");
      expect(mail.text_body).not.toContain("Stackable");
    }
  });

  it("reports stackable as the buyer answered it", async () => {
    const res = await send({ ...valid, stackable: false });
    expect(res.statusCode).toBe(201);
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("subject", "like", `%${res.json().reference}%`)
      .where("kind", "=", "quote-confirmation")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("Stackable: No");
  });

  it.each<[string, unknown, string, keyof typeof m]>([
    ["an unknown mode", { ...valid, mode: "rail" }, "mode", "modeRequired"],
    [
      "an unknown container type",
      { ...fcl, containers: [{ type: "53ft", count: 1, weightKg: 1 }] },
      "containers.0.type",
      "containerTypeInvalid",
    ],
    [
      "a container without its gross weight",
      { ...fcl, containers: [{ type: "20gp", count: 1 }] },
      "containers.0.weightKg",
      "containerWeightInvalid",
    ],
    [
      "a container over 30,000 kg",
      { ...fcl, containers: [{ type: "20gp", count: 1, weightKg: 30_001 }] },
      "containers.0.weightKg",
      "containerWeightInvalid",
    ],
    ["an unknown Incoterm", { ...valid, incoterm: "FOB2" }, "incoterm", "incotermRequired"],
    ["a 0 kg parcel", { ...valid, packages: [{ ...line, weightKg: 0 }] }, "packages.0.weightKg", "weightInvalid"],
    ["a 500 m long package", { ...valid, packages: [{ ...line, lengthCm: 50_000 }] }, "packages.0.lengthCm", "dimensionInvalid"],
    ["a line with a zero dimension", { ...valid, packages: [{ ...line, widthCm: 0 }] }, "packages.0.widthCm", "dimensionInvalid"],
    ["more than 200 package lines", { ...valid, packages: Array.from({ length: 201 }, () => line) }, "packages", "packagesTooMany"],
    ["an HS code with letters", { ...valid, hsCode: "87O830" }, "hsCode", "hsCodeInvalid"],
    ["a GSTIN with a wrong checksum", { ...valid, gstin: "27AAPFU0939F1ZA" }, "gstin", "gstinInvalid"],
    ["a ready date in the past", { ...valid, readyDate: "2020-01-01" }, "readyDate", "readyDatePast"],
    ["FCL without containers", { ...fcl, containers: [] }, "containers", "containersRequired"],
    ["a negative count", { ...valid, packages: [{ ...line, count: -1 }] }, "packages.0.count", "packageCountInvalid"],
    ["a huge figure", { ...valid, packages: [{ ...line, weightKg: 1e308 }] }, "packages.0.weightKg", "weightInvalid"],
    ["packages that are not a list", { ...valid, packages: "many" }, "packages", "packagesRequired"],
    ["a commodity over its limit as sent", { ...valid, commodity: "c".repeat(201) }, "commodity", "commodityInvalid"],
  ])("answers 400 for %s, naming the field, and stores nothing", async (_label, payload, field, code) => {
    const before = await counts();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, ...coded(m, "fixErrors") });
    expect(body.errors).toContainEqual(fieldError(m, field, code));
    expect(await counts()).toBe(before);
  });

  it("lists the missing fields in the form's order", async () => {
    // The shipment step's required fields, then the contact step's.
    const shipment = ["mode", "direction", "origin", "destination", "incoterm", "readyDate", "commodity"] as const;
    const contact = ["name", "company", "email", "phone"] as const;
    expectFieldErrors(await send({}), requiredErrors(m, [...shipment, ...contact]));
  });

  it.each([
    ["a body over 64 KB", JSON.stringify({ ...valid, message: "m".repeat(70_000) }), {}, 413, "tooLarge"],
    ["text/plain", "hello", { "content-type": "text/plain" }, 415, "unsupportedType"],
    ["JSON null", "null", {}, 400, undefined],
    ["an array", "[]", {}, 400, undefined],
    ["prototype poisoning", '{"__proto__":{"admin":true}}', {}, 400, "badRequest"],
    ["a lone surrogate", '{"origin":"\\ud800"}', {}, 400, undefined],
    ["an Idempotency-Key with a space", JSON.stringify(valid), { "idempotency-key": "two words" }, 400, "idempotencyKeyInvalid"],
    ["an Idempotency-Key of 101 characters", JSON.stringify(valid), { "idempotency-key": "k".repeat(101) }, 400, "idempotencyKeyInvalid"],
  ])("refuses %s with a 4xx and stores nothing", async (_label, payload, headers, status, code) => {
    const before = await counts();
    const res = await send(payload, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    // The code a client shows its own words by, where the server gives one: not for a body that is no form at all.
    expect(res.json().code).toBe(code);
    expect(await counts()).toBe(before);
  });

  it("answers a retry with the same Idempotency-Key and body with the first answer, storing one request", async () => {
    const key = `retry-${dialect}-${Date.now()}`;
    const first = await send(valid, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const again = await send(valid, { "idempotency-key": key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await counts()).toBe(before);
  });

  it("answers 409 to the same Idempotency-Key with a different body, and stores nothing", async () => {
    const key = `conflict-${dialect}-${Date.now()}`;
    expect((await send(valid, { "idempotency-key": key })).statusCode).toBe(201);
    const before = await counts();
    const res = await send({ ...valid, commodity: "Something else" }, { "idempotency-key": key });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      ...coded(m, "idempotencyConflict"),
      errors: [fieldError(m, "Idempotency-Key", "idempotencyConflict")],
    });
    expect(await counts()).toBe(before);
  });

  it("stores one request when the same submit arrives five times at once", async () => {
    const key = `burst-${dialect}-${Date.now()}`;
    const before = Number((await counts()).split(",")[0]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(valid, { "idempotency-key": key })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().reference)).size).toBe(1);
    expect(Number((await counts()).split(",")[0])).toBe(before + 1);
  });

  it("gives a bot that fills the honeypot a quiet 201 and keeps nothing", async () => {
    const before = await counts();
    const res = await send({ ...valid, website: "https://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, ...coded(m, "success"), reference: expect.stringMatching(REFERENCE) });
    expect(await counts()).toBe(before);
  });

  it("escapes what the buyer typed in the HTML of both emails", async () => {
    const res = await send({ ...valid, message: 'Fragile & "urgent" <b>', company: "R&D Freight" });
    expect(res.statusCode).toBe(201);
    const mails = await t.database.db.selectFrom("mail_outbox").selectAll().where("subject", "like", `%${res.json().reference}%`).execute();
    for (const mail of mails) expect(mail.html_body).not.toMatch(/R&D|"urgent"/);
    expect(mails.find((mail) => mail.kind === "quote-notification")!.html_body).toContain("R&amp;D Freight");
  });
});

describe("quotes API rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("answers 429 with its own message after 10 requests a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/quotes", payload: {}, remoteAddress: "10.3.0.1" });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ success: false, ...coded(m, "tooManyRequests") });
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
