import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageId } from "#contracts/i18n/catalogue";
import { careersMessages, contactMessages, newsletterMessages, serverMessages } from "#contracts/forms/messages";
import { applicationFields as careers, multipartBody } from "#server/modules/applications/test-multipart";
import { contactFields as contact } from "#server/test/form-fixtures";
import { coded, fieldError, requiredErrors } from "#server/test/coded";
import { expectFieldErrors } from "#server/test/field-errors";
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
const tables = { contact: contactMessages, newsletter: newsletterMessages, careers: careersMessages } as const;
type Case = { [F in Form]: [F, string, string, keyof (typeof tables)[F] & string] }[Form];
const cases: Case[] = [
  ["contact", "firstName", `Asha${removed.repeat(3)}`, "firstNameInvalid"],
  ["contact", "lastName", `Patil${removed.repeat(3)}`, "lastNameInvalid"],
  ["contact", "email", `asha@example.com${removed.repeat(24)}`, "emailInvalid"],
  ["contact", "subject", `Freight quote${removed.repeat(9)}`, "subjectLength"],
  ["contact", "message", `${"m".repeat(990)}${removed}`, "messageLength"],
  ["contact", "message", hostileText.nestedJavascript(8000), "messageLength"],
  ["contact", "message", hostileText.nestedHandler(8000), "messageLength"],
  ["newsletter", "email", `asha@example.com${removed.repeat(24)}`, "emailInvalid"],
  ["newsletter", "email", hostileText.nestedJavascript(2000), "emailInvalid"],
  ["careers", "name", `Ravi Kumar${removed.repeat(4)}`, "nameInvalid"],
  ["careers", "name", `Ravi${"1".repeat(50)}`, "nameInvalid"],
  ["careers", "email", `ravi@example.com${removed.repeat(24)}`, "emailInvalid"],
  ["careers", "phone", `+91 98765 43210${removed}`, "phoneInvalid"],
  ["careers", "message", `${"m".repeat(990)}${removed}`, "messageLength"],
  ["careers", "message", hostileText.nestedJavascript(8000), "messageLength"],
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

  it.each(cases)("%s refuses %s too long as sent, with the spec's message and before cleaning", async (form, field, value, code) => {
    const before = await rows();
    const res = await send(form, { ...validOf(form), [field]: value });
    expect(res.statusCode).toBe(400);
    const error = fieldError<Readonly<Record<string, MessageId>>>(tables[form], field, code);
    // The newsletter answers with its one field's message; the others with 'Please fix the errors in the form'.
    const answer = form === "newsletter" ? { code: error.code, message: error.message } : coded(serverMessages, "fixErrors");
    expect(res.json()).toEqual({ success: false, ...answer, errors: [error] });
    expect(await rows()).toBe(before);
  });

  it("reports an over-long field beside the other fields' messages, in form order", async () => {
    const res = await send("contact", { firstName: "A", message: "m".repeat(1001) });
    expectFieldErrors(res, [
      fieldError(contactMessages, "firstName", "firstNameInvalid"),
      ...requiredErrors(contactMessages, ["lastName", "email", "subject"]),
      fieldError(contactMessages, "message", "messageLength"),
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
