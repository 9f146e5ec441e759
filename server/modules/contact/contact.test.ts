import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages as m, serverMessages } from "#contracts/forms/messages";
import { coded, fieldError, requiredErrors } from "#server/test/coded";
import { expectFieldErrors } from "#server/test/field-errors";
import { rowCounts } from "#server/test/row-counts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

const valid = {
  firstName: "Asha",
  lastName: "Patil",
  email: "asha@example.com",
  subject: "Freight quote",
  message: "Please send a quote for one 20 ft container to Rotterdam.",
};

describe.each(testDialects)("contact API on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;
  const send = (payload: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
    t.app.inject({ method: "POST", url: "/api/contact", payload: payload as string, headers, remoteAddress: `10.1.0.${++ip % 250}` });
  const count = async (table: "contact_messages" | "mail_outbox") => Number(await rowCounts(t, [table]));

  beforeAll(async () => {
    t = await createTestApp(dialect, { STAFF_EMAIL: "staff@example.test" });
  });
  afterAll(() => t.close());

  it("stores the message, queues the staff notification with Reply-To the sender, and answers 201", async () => {
    const res = await send(JSON.stringify({ ...valid, firstName: "  Asha " }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, ...coded(m, "success") });
    const row = await t.database.db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Asha",
      last_name: "Patil",
      email: "asha@example.com",
      subject: "Freight quote",
      status: "new",
    });
    expect(row.ip).toMatch(/^10\.1\.0\./);
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "contact-notification")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("staff@example.test");
    expect(JSON.parse(mail.headers)).toEqual({ "Reply-To": "asha@example.com" });
    expect(mail.subject).toBe("Contact message from Asha Patil: Freight quote");
    expect(mail.text_body).toContain(valid.message);
  });

  it.each([
    ["firstName", "", "firstNameRequired"],
    ["firstName", "A", "firstNameInvalid"],
    ["firstName", "Asha99", "firstNameInvalid"],
    ["lastName", "", "lastNameRequired"],
    ["lastName", "P".repeat(31), "lastNameInvalid"],
    ["email", "", "emailRequired"],
    ["email", "asha@", "emailInvalid"],
    ["subject", "", "subjectRequired"],
    ["subject", "Hi", "subjectLength"],
    ["subject", "s".repeat(101), "subjectLength"],
    ["message", "", "messageRequired"],
    ["message", "Too short", "messageLength"],
    ["message", "m".repeat(1001), "messageLength"],
  ] as const)("answers 400 when %s is %j, naming the field", async (field, value, code) => {
    const before = await count("contact_messages");
    const res = await send({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, ...coded(serverMessages, "fixErrors"), errors: [fieldError(m, field, code)] });
    expect(await count("contact_messages")).toBe(before);
  });

  it("lists every missing field in form order", async () => {
    expectFieldErrors(await send({}), requiredErrors(m, ["firstName", "lastName", "email", "subject", "message"]));
  });

  // The code a client shows its own words by, where the server gives one: not for a body that is no form at all.
  it.each([
    ["an empty JSON body", "", { "content-type": "application/json" }, 400, "badRequest"],
    ["no body at all", undefined, {}, 400, undefined],
    ["JSON null", "null", { "content-type": "application/json" }, 400, undefined],
    ["text/plain", "hello", { "content-type": "text/plain" }, 415, "unsupportedType"],
    ["multipart", "--b--", { "content-type": "multipart/form-data; boundary=b" }, 415, "unsupportedType"],
    [
      "a 1 MB message",
      JSON.stringify({ ...valid, message: "m".repeat(1_048_576) }),
      { "content-type": "application/json" },
      413,
      "tooLarge",
    ],
    [
      "invalid UTF-8",
      Buffer.concat([Buffer.from(`{"firstName":"A`), Buffer.from([0xff, 0xfe]), Buffer.from(`sha"}`)]),
      { "content-type": "application/json" },
      400,
      undefined,
    ],
    ["prototype poisoning", '{"__proto__":{"admin":true}}', { "content-type": "application/json" }, 400, "badRequest"],
  ])("refuses %s with a clear 4xx and stores nothing", async (_label, payload, headers, status, code) => {
    const before = await count("contact_messages");
    const res = await send(payload, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, ...(code ? { code } : {}), message: expect.any(String) });
    expect(await count("contact_messages")).toBe(before);
  });

  it("stores script tags in every field defused: angle brackets, javascript: and handlers removed", async () => {
    const attack = "<script>alert('x')</script> javascript:alert(1) <img src=x onerror=alert(1)>";
    const res = await send({
      firstName: "<b>Asha</b>",
      lastName: "Patil<script>",
      email: "<asha@example.com>",
      subject: `Quote ${attack}`,
      message: `Please quote. ${attack}`,
    });
    // "<b>Asha</b>" becomes "bAsha/b": the slash is not a name character, so it is refused;
    // "Patil<script>" becomes "Patilscript", a harmless (if odd) name.
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["firstName"]);

    const ok = await send({ ...valid, email: "<asha@example.com>", subject: `Quote ${attack}`, message: `Please quote. ${attack}` });
    expect(ok.statusCode).toBe(201);
    const row = await t.database.db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    for (const value of [row.email, row.subject, row.message]) {
      expect(value).not.toMatch(/[<>]|javascript:|onerror\s*=/i);
    }
    expect(row.email).toBe("asha@example.com");
  });

  it("gives a bot that fills the honeypot a quiet 201 and keeps nothing", async () => {
    const before = [await count("contact_messages"), await count("mail_outbox")];
    const res = await send({ ...valid, website: "https://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, ...coded(m, "success") });
    expect([await count("contact_messages"), await count("mail_outbox")]).toEqual(before);
  });

  it.runIf(dialect === "sqlite")("answers 503 'Service temporarily unavailable' when the database cannot write", async () => {
    await sql`pragma query_only = 1`.execute(t.database.db);
    try {
      const res = await send(valid);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, code: "unavailable", message: "Service temporarily unavailable" });
    } finally {
      await sql`pragma query_only = 0`.execute(t.database.db);
    }
    expect((await send(valid)).statusCode).toBe(201);
  });

  it("takes 50 concurrent submissions with no 5xx, each acknowledged one stored", async () => {
    const before = await count("contact_messages");
    const results = await Promise.all(Array.from({ length: 50 }, () => send({ ...valid, subject: "Concurrent" })));
    expect(results.every((res) => res.statusCode === 201)).toBe(true);
    expect(await count("contact_messages")).toBe(before + 50);
  });
});
