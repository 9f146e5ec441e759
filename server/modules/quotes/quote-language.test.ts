import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteReference } from "#contracts/api/quotes";
import { visitorMailCopies } from "#server/mail/visitor-copy";
import { signIn } from "#server/modules/staff/test-kit";
import { quoteFields } from "#server/test/form-fixtures";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { quoteSender } from "./test-send";

const hi = visitorMailCopies.hi;

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 13: the buyer's summary and, days later, the priced quote are written in the language of the
 * page the request was sent from; the pricing desk's notification stays English.
 */
describe.each(testDialects)("quote language on %s", (dialect) => {
  let t: TestApp;
  const send = quoteSender(() => t, "10.5.0");
  const mail = (kind: string, to = "asha@example.com") =>
    t.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", kind)
      .where("to_address", "=", to)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
  const quoteRow = (reference: string) =>
    t.database.db
      .selectFrom("quotes")
      .selectAll()
      .where("id", "=", Number(reference.slice(-6)))
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect, { STAFF_EMAIL: "desk@example.test" });
  });
  afterAll(() => t.close());

  it("stores hi, queues the Hindi summary and sends the priced quote in Hindi; the desk's mails stay English", async () => {
    const res = await send(quoteFields({ lang: "hi", hsCode: "870830", extras: ["customs-clearance"] }));
    expect(res.statusCode).toBe(201);
    const reference: string = res.json().reference;
    const row = await quoteRow(reference);
    expect(row.lang).toBe("hi");
    // The language is a column of its own, not part of the stored request.
    expect(JSON.parse(row.details)).not.toHaveProperty("lang");

    const summary = await mail("quote-confirmation");
    expect(summary.subject).toBe(`आपका कोटेशन अनुरोध ${reference}`);
    expect(summary.text_body).toContain(`नमस्ते Asha Patil,\n\n{brand} से`.replace("{brand}", "Tarang Global Logistics"));
    expect(summary.text_body).toContain(hi.quote.requestNext);
    expect(summary.text_body).toContain(`${hi.summary.mode}: ${hi.modes.air}`);
    expect(summary.text_body).toContain(`${hi.summary.extras}: ${hi.extras["customs-clearance"]}`);
    expect(summary.html_body).toContain(`<html lang="hi" dir="ltr">`);
    expect(summary.html_body).toContain(`${t.config.publicUrl}/hi/quote`);
    const desk = await mail("quote-notification", "desk@example.test");
    expect(desk.subject).toBe(`Quote request ${reference} from Patil Auto Components: Mumbai Airport to Frankfurt Airport`);
    expect(desk.text_body).toContain("Mode: Air");

    const sales = await signIn(t, "desk-hi@example.in", "sales");
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: `/api/quotes/${row.id}/status`, payload, headers: sales.headers });
    expect((await patch({ status: "in-review" })).statusCode).toBe(200);
    expect(
      (await patch({ status: "quoted", price: 125000.5, currency: "INR", validUntil: inAMonth, terms: "Airport to airport." })).statusCode,
    ).toBe(200);
    const sent = await t.app.inject({ method: "POST", url: `/api/quotes/${row.id}/send`, headers: sales.headers });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.lang).toBe("hi");
    const offer = await mail("quote-offer");
    expect(offer.subject).toBe(`Tarang Global Logistics की ओर से आपका कोटेशन ${quoteReference(row.id, row.created_at)}`);
    expect(offer.text_body).toContain(`${hi.quote.price}: INR 1,25,000.50`);
    const date = new Intl.DateTimeFormat("hi-u-nu-latn", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${inAMonth}T00:00:00Z`));
    expect(offer.text_body).toContain(`${hi.quote.validUntil}: ${date}`);
    expect(offer.text_body).toContain(`${hi.quote.terms}:\nAirport to airport.`);
    expect(offer.html_body).toContain(`<html lang="hi" dir="ltr">`);
  });

  it.each([
    ["an unknown code", { lang: "xx" }],
    ["no lang at all", {}],
  ])("takes %s as English, with today's English mails", async (_label, extra) => {
    const email = `buyer-${"lang" in extra ? extra.lang : "none"}@example.com`;
    const res = await send(quoteFields({ ...extra, email }));
    expect(res.statusCode).toBe(201);
    const reference: string = res.json().reference;
    expect((await quoteRow(reference)).lang).toBe("en");
    const summary = await mail("quote-confirmation", email);
    expect(summary.subject).toBe(`Your quote request ${reference}`);
    expect(summary.text_body).toMatch(
      new RegExp(
        `^Hello Asha Patil,\\n\\nThank you for asking Tarang Global Logistics for a quote\\. Your reference is ${reference}; please quote it in any reply\\.\\nOur pricing desk replies within 24 hours\\. This is what you sent:\\n\\nMode: Air\\nDirection: Export\\n`,
      ),
    );
    expect(summary.html_body).toContain(`<html lang="en"><head>`);
    expect(summary.html_body).toContain(`a quote was requested at ${t.config.publicUrl}/quote with this address.`);
  });

  it("answers a retry under the same key from a page in another language as the first request", async () => {
    const headers = { "idempotency-key": "lang-retry-1" };
    const first = await send(quoteFields({ lang: "ta", email: "retry@example.com" }), headers);
    const again = await send(quoteFields({ lang: "en", email: "retry@example.com" }), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().reference).toBe(first.json().reference);
    expect((await quoteRow(first.json().reference)).lang).toBe("ta");
  });
});
