import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careersMessages, contactMessages, newsletterMessages, serverMessages } from "#contracts/forms/messages";
import { applicationFields as careers, multipartBody } from "#server/modules/applications/test-multipart";
import { contactFields as contact } from "#server/test/form-fixtures";
import { hostileText } from "#server/test/hostile-text";
import { rowCounts } from "#server/test/row-counts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

/**
 * Issue 12: a field longer than its limit is refused with the spec's own message before any cleaning,
 * so the sanitiser never reads more than a valid value's length. Each value below is too long as sent
 * but would fit once cleaned (the old order, clean then check, accepted them), or is a nested trick
 * that made the cleaning itself expensive.
 */
/** Removed by every sanitiser: a value padded with it shrinks when cleaned. */
const removed = "javascript:";

type Form = "contact" | "newsletter" | "careers";
const cases: [Form, string, string, string][] = [
  ["contact", "firstName", `Asha${removed.repeat(3)}`, contactMessages.firstNameInvalid],
  ["contact", "lastName", `Patil${removed.repeat(3)}`, contactMessages.lastNameInvalid],
  ["contact", "email", `asha@example.com${removed.repeat(24)}`, contactMessages.emailInvalid],
  ["contact", "subject", `Freight quote${removed.repeat(9)}`, contactMessages.subjectLength],
  ["contact", "message", `${"m".repeat(990)}${removed}`, contactMessages.messageLength],
  ["contact", "message", hostileText.nestedJavascript(8000), contactMessages.messageLength],
  ["contact", "message", hostileText.nestedHandler(8000), contactMessages.messageLength],
  ["newsletter", "email", `asha@example.com${removed.repeat(24)}`, newsletterMessages.emailInvalid],
  ["newsletter", "email", hostileText.nestedJavascript(2000), newsletterMessages.emailInvalid],
  ["careers", "name", `Ravi Kumar${removed.repeat(4)}`, careersMessages.nameInvalid],
  ["careers", "name", `Ravi${"1".repeat(50)}`, careersMessages.nameInvalid],
  ["careers", "email", `ravi@example.com${removed.repeat(24)}`, careersMessages.emailInvalid],
  ["careers", "phone", `+91 98765 43210${removed}`, careersMessages.phoneInvalid],
  ["careers", "message", `${"m".repeat(990)}${removed}`, careersMessages.messageLength],
  ["careers", "message", hostileText.nestedJavascript(8000), careersMessages.messageLength],
];

describe.each(testDialects)("over-long form fields on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;
  const rows = () => rowCounts(t, ["contact_messages", "subscribers", "applications", "mail_outbox"]);
  const send = (form: Form, fields: Record<string, string>) => {
    const remoteAddress = `10.12.0.${++ip % 250}`;
    if (form === "careers") {
      const { payload, headers } = multipartBody(fields);
      return t.app.inject({ method: "POST", url: "/api/applications", payload, headers, remoteAddress });
    }
    const url = form === "contact" ? "/api/contact" : "/api/newsletter/subscribe";
    return t.app.inject({ method: "POST", url, payload: fields, remoteAddress });
  };
  const validOf = (form: Form) => (form === "contact" ? contact : form === "careers" ? careers : { email: "asha@example.com" });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each(cases)("%s refuses %s too long as sent, with the spec's message and before cleaning", async (form, field, value, message) => {
    const before = await rows();
    const res = await send(form, { ...validOf(form), [field]: value });
    expect(res.statusCode).toBe(400);
    const expected = form === "newsletter" ? message : serverMessages.fixErrors;
    expect(res.json()).toEqual({ success: false, message: expected, errors: [{ field, message }] });
    expect(await rows()).toBe(before);
  });

  it("reports an over-long field beside the other fields' messages, in form order", async () => {
    const res = await send("contact", { firstName: "A", message: "m".repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "firstName", message: contactMessages.firstNameInvalid },
      { field: "lastName", message: contactMessages.lastNameRequired },
      { field: "email", message: contactMessages.emailRequired },
      { field: "subject", message: contactMessages.subjectRequired },
      { field: "message", message: contactMessages.messageLength },
    ]);
  });

  it.each([
    ["contact", "message", "😀".repeat(1000)],
    ["contact", "message", `  ${"m".repeat(1000)}\n\n`],
    ["contact", "firstName", "अ".repeat(30)],
    ["careers", "message", "😀".repeat(1000)],
  ] as const)("%s still takes %s at its longest valid length", async (form, field, value) => {
    const res = await send(form, { ...validOf(form), [field]: value });
    expect(res.statusCode).toBe(201);
  });
});
