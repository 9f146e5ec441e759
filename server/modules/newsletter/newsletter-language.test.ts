import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorMailCopies } from "#server/mail/visitor-copy";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

const hi = visitorMailCopies.hi;

/** Issue 13: the confirmation is written in the language of the page the visitor subscribed from. */
describe.each(testDialects)("newsletter language on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;
  const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email, source: "footer", ...extra },
      remoteAddress: `10.3.0.${++ip % 250}`,
    });
  const subscriber = (email: string) =>
    t.database.db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  const mail = (email: string) =>
    t.database.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", email).orderBy("id", "desc").executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: "https://example.test" });
  });
  afterAll(() => t.close());

  it("stores hi and queues the Hindi confirmation with links to the Hindi pages", async () => {
    const res = await subscribe("hindi@example.com", { lang: "hi" });
    expect(res.statusCode).toBe(201);
    expect((await subscriber("hindi@example.com")).lang).toBe("hi");
    const row = await mail("hindi@example.com");
    expect(row.subject).toBe("कृपया Tarang Global Logistics न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें");
    expect(row.text_body).toContain(hi.newsletter.notYou);
    expect(row.text_body).toMatch(/^https:\/\/example\.test\/hi\/newsletter\/confirm\?token=[\w-]+$/m);
    expect(row.text_body).toContain("https://example.test/hi/newsletter/unsubscribe?token=");
    expect(row.html_body).toContain(`<html lang="hi" dir="ltr">`);
    expect(row.html_body).toContain(hi.newsletter.button);
    // The one-click header is the API's, whatever the language.
    expect(JSON.parse(row.headers)["List-Unsubscribe"]).toMatch(/^<https:\/\/example\.test\/api\/newsletter\/unsubscribe\?token=/);
  });

  it.each([
    ["an unknown code", { lang: "xx" }],
    ["a code in another case", { lang: "HI" }],
    ["a number", { lang: 7 }],
    ["no lang at all", {}],
  ])("takes %s as English, without refusing the form", async (label, extra) => {
    const email = `english-${label.replaceAll(" ", "-")}@example.com`;
    const res = await subscribe(email, extra);
    expect(res.statusCode).toBe(201);
    expect((await subscriber(email)).lang).toBe("en");
    const row = await mail(email);
    expect(row.subject).toBe("Please confirm your subscription to Tarang Global Logistics news");
    expect(row.text_body).toMatch(/^Hello,\n\nSomeone \(hopefully you\) asked to receive the Tarang Global Logistics newsletter at /);
    expect(row.text_body).toMatch(/^https:\/\/example\.test\/newsletter\/confirm\?token=[\w-]+$/m);
    expect(row.html_body).toContain(`<html lang="en"><head>`);
  });

  it("writes a returning address's new confirmation in the language it subscribes from now", async () => {
    await subscribe("back@example.com", { lang: "de" });
    const row = await subscriber("back@example.com");
    await t.database.db.updateTable("subscribers").set({ status: "unsubscribed" }).where("id", "=", row.id).execute();
    expect((await subscribe("back@example.com", { lang: "fr" })).statusCode).toBe(201);
    expect((await subscriber("back@example.com")).lang).toBe("fr");
    expect((await mail("back@example.com")).subject).toBe("Veuillez confirmer votre abonnement aux actualités de Tarang Global Logistics");
  });
});
