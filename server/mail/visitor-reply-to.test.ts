import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#server/modules/staff/test-kit";
import { applicationFields, multipartBody } from "#server/modules/applications/test-multipart";
import { quoteFields } from "#server/test/form-fixtures";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { smtpTestApp } from "./test-smtp";

/**
 * Issue 28, item 1: a visitor who answers one of our mails reaches the desk that handles it, not the
 * no-reply sender. The header travels in the outbox row and out through both transports.
 */
const desks = { STAFF_EMAIL: "team@tarang.test", SALES_EMAIL: "sales@tarang.test", CAREERS_EMAIL: "careers@tarang.test" };

/** The header block of a raw message, unfolded. */
function headersOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
}

let ip = 0;
const visitor = () => `10.28.1.${++ip % 250}`;

async function sendVisitorForms(t: TestApp) {
  const quote = await t.app.inject({ method: "POST", url: "/api/quotes", remoteAddress: visitor(), payload: quoteFields() });
  expect(quote.statusCode).toBe(201);
  const { payload, headers } = multipartBody(applicationFields);
  const application = await t.app.inject({ method: "POST", url: "/api/applications", remoteAddress: visitor(), payload, headers });
  expect(application.statusCode).toBe(201);
  const subscribed = await t.app.inject({
    method: "POST",
    url: "/api/newsletter/subscribe",
    remoteAddress: visitor(),
    payload: { email: "reader@example.com", source: "footer" },
  });
  expect(subscribed.statusCode).toBe(201);
  return Number(quote.json<{ reference: string }>().reference.slice(-6));
}

/** Quotes the request (as the sales desk does) and mails the priced quote; answers that mail's outbox row. */
async function sendOffer(t: TestApp, id: number, headers: Record<string, string>) {
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const patch = (payload: object) => t.app.inject({ method: "PATCH", url: `/api/quotes/${id}/status`, headers, payload });
  if ((await t.database.db.selectFrom("quotes").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status === "new") {
    expect((await patch({ status: "in-review" })).statusCode).toBe(200);
    expect((await patch({ status: "quoted", price: 900, currency: "USD", validUntil, terms: "Ex works" })).statusCode).toBe(200);
  }
  expect((await t.app.inject({ method: "POST", url: `/api/quotes/${id}/send`, headers })).statusCode).toBe(200);
  return t.database.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("kind", "=", "quote-offer")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

const replyToOf = (row: { headers: string }) => (JSON.parse(row.headers) as Record<string, string>)["Reply-To"];

describe.each(testDialects)("Reply-To of the mails a visitor may answer, on %s", (dialect) => {
  let t: TestApp;
  let quoteId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, desks);
    await t.app.mailWorker.pause();
    quoteId = await sendVisitorForms(t);
  });
  afterAll(() => t.close());

  it("stores the desk's address with each mail in the outbox, and sends the staff notification to that desk", async () => {
    const rows = await t.database.db.selectFrom("mail_outbox").select(["kind", "to_address", "headers"]).orderBy("id").execute();
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    expect(replyToOf(byKind.get("quote-confirmation")!)).toBe("sales@tarang.test");
    expect(replyToOf(byKind.get("application-confirmation")!)).toBe("careers@tarang.test");
    expect(replyToOf(byKind.get("newsletter-confirm")!)).toBe("team@tarang.test");
    // The newsletter mail keeps its unsubscribe headers beside it.
    expect(JSON.parse(byKind.get("newsletter-confirm")!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // The notifications go to the desk and answer the visitor.
    expect(byKind.get("quote-notification")).toMatchObject({ to_address: "sales@tarang.test" });
    expect(replyToOf(byKind.get("quote-notification")!)).toBe("asha@example.com");
    expect(byKind.get("application-notification")).toMatchObject({ to_address: "careers@tarang.test" });
    expect(replyToOf(byKind.get("application-notification")!)).toBe("ravi@example.com");
  });

  it("answers the priced quote to the sales desk, or to the salesperson the quote is assigned to", async () => {
    const { headers } = await signIn(t, "desk-admin@example.in");
    expect(replyToOf(await sendOffer(t, quoteId, headers))).toBe("sales@tarang.test");

    const seller = await signIn(t, "meera@example.in", "sales");
    const assigned = await t.app.inject({
      method: "PATCH",
      url: `/api/quotes/${quoteId}/assignee`,
      headers,
      payload: { staffId: seller.user.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(replyToOf(await sendOffer(t, quoteId, headers))).toBe("meera@example.in");
  });

  it("writes the header into the .eml file of the file transport", async () => {
    await t.app.mailWorker.runOnce();
    const folder = path.join(t.config.dataDir, "outbox");
    const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith(".eml")) : [];
    const headerOf = (kind: string) =>
      files.filter((file) => file.endsWith(`-${kind}.eml`)).map((file) => headersOf(readFileSync(path.join(folder, file), "utf8")));
    expect(headerOf("quote-confirmation")[0]).toMatch(/^Reply-To: sales@tarang\.test$/m);
    expect(headerOf("application-confirmation")[0]).toMatch(/^Reply-To: careers@tarang\.test$/m);
    expect(headerOf("newsletter-confirm")[0]).toMatch(/^Reply-To: team@tarang\.test$/m);
    expect(headerOf("quote-offer").map((raw) => /^Reply-To: (.*)$/m.exec(raw)?.[1])).toEqual(["sales@tarang.test", "meera@example.in"]);
  });
});

describe.each(testDialects)("Reply-To over SMTP on %s", (dialect) => {
  const { smtp, t } = smtpTestApp(dialect, "10.28.2", desks);

  it("reaches the SMTP server in the visitor's mails", async () => {
    await sendVisitorForms(t());
    await t().app.mailWorker.runOnce();
    const replyTo = (recipient: string) =>
      smtp.received.filter((mail) => mail.to.includes(recipient)).map((mail) => /^Reply-To: (.*)$/m.exec(headersOf(mail.raw))?.[1]);
    expect(replyTo("asha@example.com")).toEqual(["sales@tarang.test"]);
    expect(replyTo("ravi@example.com")).toEqual(["careers@tarang.test"]);
    expect(replyTo("reader@example.com")).toEqual(["team@tarang.test"]);
    expect(replyTo("sales@tarang.test")).toEqual(["asha@example.com"]);
  });
});
