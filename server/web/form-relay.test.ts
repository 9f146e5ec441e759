import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { formRelay } from "./form-relay";

/** The relay of the careers form posted without JavaScript (decision 025) under bodies no browser sends (issue 28). */
describe("the careers form's relay", () => {
  let t: TestApp;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    t = await createTestApp("sqlite", { RATE_LIMIT_DISABLED: "true" });
    process.on("uncaughtException", onUncaught);
  });
  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await t.close();
  });

  const post = (body: string, type = "multipart/form-data; boundary=zz") =>
    formRelay(t.app, { ip: "10.28.9.1" } as FastifyRequest).application(
      new Request("http://localhost/careers", { method: "POST", headers: { "content-type": type }, body }),
    );

  it.each([
    [
      "a file part cut off before its end",
      '--zz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then nothing',
    ],
    ["a text part cut off", '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha'],
    ["headers without a body", '--zz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"'],
  ])("answers %s with a 4xx and throws nowhere", async (_case, body) => {
    const relayed = await post(body);
    expect(relayed.status).toBeGreaterThanOrEqual(400);
    expect(relayed.status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
  });
});

/**
 * The quote form posted without JavaScript (issue 28): its urlencoded fields, named by their paths, reach
 * POST /api/quotes as the stepper's JSON would, so the same rules, codes and service answer it.
 */
describe.each(testDialects)("the quote form's relay on %s", (dialect) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true" });
  });
  afterAll(() => t.close());

  const readyDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  /** What a browser posts for a full container load filled in on the served page. */
  const fcl: Record<string, string> = {
    mode: "sea-fcl",
    direction: "export",
    origin: "Nhava Sheva",
    originCode: "",
    destination: "Jebel Ali",
    destinationCode: "",
    incoterm: "FOB",
    readyDate,
    commodity: "Basmati rice",
    "containers.0.type": "20gp",
    "containers.0.count": "2",
    "containers.0.weightKg": "21000",
    // The package line the served page shows beside the containers, left as it was: FCL does not use it.
    "packages.0.type": "pallet",
    "packages.0.count": "1",
    "packages.0.lengthCm": "",
    stackable: "yes",
    "extras.customs-clearance": "true",
    cargoCurrency: "INR",
    name: "Asha Patil",
    company: "Patil Exports",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    website: "",
  };
  const post = (fields: Record<string, string>, lang = "hi") =>
    formRelay(t.app, { ip: `10.28.10.${++address}` } as FastifyRequest).quote(
      new Request("http://localhost/hi/quote", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
      lang,
    );

  it("stores a valid request with its reference, in the page's language", async () => {
    const relayed = await post(fcl);
    expect(relayed.status).toBe(201);
    const reference = (relayed.answer as { reference?: string }).reference;
    expect(reference).toMatch(/^TGL-Q-\d{4}-\d{6}$/);
    const row = await t.database.db.selectFrom("quotes").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mode: "sea-fcl", lang: "hi", gross_kg: 42_000 });
    expect(JSON.parse(row.details)).toMatchObject({
      containers: [{ type: "20gp", count: 2, weightKg: 21_000 }],
      packages: [],
      stackable: true,
      extras: ["customs-clearance"],
    });
  });

  it("gives the same reference again when the same page post comes twice (a reload of the answer), storing one request", async () => {
    const visitor = { ip: `10.28.11.${dialect.length}` } as FastifyRequest;
    const again = () =>
      formRelay(t.app, visitor).quote(
        new Request("http://localhost/quote", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ ...fcl, commodity: "Rice, sent twice" }).toString(),
        }),
        "en",
      );
    const first = await again();
    const second = await again();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((second.answer as { reference?: string }).reference).toBe((first.answer as { reference?: string }).reference);
    const rows = await t.database.db.selectFrom("quotes").select("id").where("details", "like", "%Rice, sent twice%").execute();
    expect(rows).toHaveLength(1);
  });

  it("answers an invalid request with each field's code, in the form's order, the fields as sent, and stores nothing", async () => {
    const before = await t.database.db
      .selectFrom("quotes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const relayed = await post({ ...fcl, "containers.0.weightKg": "", email: "asha@", mode: "" });
    expect(relayed.status).toBe(400);
    expect(relayed.answer).toMatchObject({ success: false, code: "fixErrors" });
    expect(relayed.answer.errors?.map((error) => [error.field, error.code])).toEqual([
      ["mode", "modeRequired"],
      ["email", "emailInvalid"],
    ]);
    // With the mode chosen, the container's missing weight is named too.
    const fcl400 = await post({ ...fcl, "containers.0.weightKg": "" });
    expect(fcl400.answer.errors?.map((error) => [error.field, error.code])).toEqual([["containers.0.weightKg", "containerWeightInvalid"]]);
    expect(relayed.fields).toMatchObject({ email: "asha@", "containers.0.count": "2" });
    expect(relayed.fields).not.toHaveProperty("website");
    const after = await t.database.db
      .selectFrom("quotes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("gives a bot that fills the honeypot the quiet answer of a person, and keeps nothing", async () => {
    const before = await t.database.db
      .selectFrom("quotes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const relayed = await post({ ...fcl, website: "https://spam.example" });
    expect(relayed.status).toBe(201);
    const after = await t.database.db
      .selectFrom("quotes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ["no fields at all", {}],
    ["a line index far beyond the limits", { ...fcl, "containers.999999999.count": "1", "packages.-1.count": "x" }],
    ["figures that are no numbers", { ...fcl, "containers.0.count": "two", "containers.0.weightKg": "1e400" }],
    ["a check box with another value", { ...fcl, dangerousGoods: "yes please", stackable: "perhaps" }],
  ])("answers %s with a 4xx or a stored request, never a fault", async (_case, fields) => {
    const relayed = await post(fields as Record<string, string>);
    expect(relayed.status).toBeLessThan(500);
  });
});
