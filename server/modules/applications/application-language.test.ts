import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorMailCopies } from "#server/mail/visitor-copy";
import { signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { applicationFields as valid, multipartBody } from "./test-multipart";

const hi = visitorMailCopies.hi;

/** Issue 13: the applicant's receipt is written in the language of the page they applied from; the staff's stays English. */
describe.each(testDialects)("application language on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;
  const apply = (fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(fields);
    return t.app.inject({ method: "POST", url: "/api/applications", payload, headers, remoteAddress: `10.4.0.${++ip % 250}` });
  };
  const latest = () => t.database.db.selectFrom("applications").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  const mail = (kind: string) =>
    t.database.db.selectFrom("mail_outbox").selectAll().where("kind", "=", kind).orderBy("id", "desc").executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect, { STAFF_EMAIL: "hr@example.test" });
  });
  afterAll(() => t.close());

  it("stores hi and queues the Hindi receipt; the staff notification stays English", async () => {
    expect((await apply({ ...valid, lang: "hi" })).statusCode).toBe(201);
    expect((await latest()).lang).toBe("hi");
    const receipt = await mail("application-confirmation");
    expect(receipt.subject).toBe("Tarang Global Logistics को भेजा गया आपका आवेदन");
    expect(receipt.text_body).toBe(
      [
        "प्रिय Ravi Kumar,",
        "",
        hi.application.thanksGeneral,
        "",
        hi.application.review,
        "",
        "Tarang Global Logistics भर्ती के किसी भी चरण में आवेदकों से कभी कोई पैसा नहीं माँगता।",
        "",
        "Tarang Global Logistics भर्ती टीम",
      ].join("\n"),
    );
    expect(receipt.html_body).toContain(`<html lang="hi" dir="ltr">`);
    const staff = await mail("application-notification");
    expect(staff.subject).toBe("Application (professional) from Ravi Kumar");
    expect(staff.html_body).toContain(`<html lang="en"><head>`);
  });

  it("shows the language in the staff detail", async () => {
    const staff = await signIn(t);
    const id = (await latest()).id;
    const res = await t.app.inject({ method: "GET", url: `/api/applications/${id}`, headers: staff.headers });
    expect(res.json().data.lang).toBe("hi");
  });

  it.each([
    ["an unknown code", { lang: "xx" }],
    ["no lang at all", {}],
  ])("takes %s as English, with today's English receipt", async (_label, extra) => {
    expect((await apply({ ...valid, ...extra })).statusCode).toBe(201);
    expect((await latest()).lang).toBe("en");
    const receipt = await mail("application-confirmation");
    expect(receipt.subject).toBe("Your application to Tarang Global Logistics");
    expect(receipt.text_body).toBe(
      [
        "Dear Ravi Kumar,",
        "",
        "Thank you for applying for a role with us. We have received your application.",
        "",
        "A person reads every application; shortlisted candidates hear from us within two weeks.",
        "",
        "Tarang Global Logistics never asks applicants for money at any stage of hiring.",
        "",
        "The Tarang Global Logistics hiring team",
      ].join("\n"),
    );
    expect(receipt.html_body).toContain(`<html lang="en"><head>`);
  });
});
