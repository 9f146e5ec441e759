import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLimits } from "#contracts/forms/contact";
import { contactMessages } from "#contracts/forms/messages";
import { newsletterLimits } from "#contracts/forms/newsletter";
import { jsonBodyLimit } from "#server/lib/form-input";
import { coded, fieldError } from "#server/test/coded";
import { hostileText } from "#server/test/hostile-text";
import { contactFields as contact, newsletterFields as newsletter } from "#server/test/form-fixtures";
import { rowCounts } from "#server/test/row-counts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

/**
 * Issue 12: the JSON forms (strictJsonOnly) under hostile bodies. Every one is answered 4xx in the
 * API's failure shape, changes nothing and pollutes no prototype; none is a 5xx.
 */
const deepArrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
/** A JSON body of exactly `bytes` bytes: `fields` with `key` padded. */
const bodyOf = (fields: Record<string, string>, key: string, bytes: number) =>
  JSON.stringify({ ...fields, [key]: "m".repeat(bytes - JSON.stringify({ ...fields, [key]: "" }).length) });

const forms = [
  ["/api/contact", contact, jsonBodyLimit(contactLimits)],
  ["/api/newsletter/subscribe", newsletter, jsonBodyLimit(newsletterLimits)],
] as const;

const hostileBodies = (fields: Record<string, string>, limit: number): [string, number, string | Buffer][] => [
  ["nested javascript: of 60 KB", 413, JSON.stringify({ ...fields, email: hostileText.nestedJavascript(60_000) })],
  ["nested handlers of 60 KB", 413, JSON.stringify({ ...fields, message: hostileText.nestedHandler(60_000) })],
  ["nested javascript: just under the limit", 400, JSON.stringify({ ...fields, email: hostileText.nestedJavascript(limit - 200) })],
  ["10,000 nested arrays", 413, deepArrays(10_000)],
  ["nested arrays up to the limit", 400, deepArrays(Math.floor(limit / 2) - 1)],
  ["nested objects as a field", 400, JSON.stringify({ ...fields, email: "x" }).replace('"x"', deepObjects(Math.floor(limit / 8)))],
  ["nested arrays as the honeypot", 201, JSON.stringify({ ...fields, website: "x" }).replace('"x"', deepArrays(100))],
  ["__proto__ at the top", 400, JSON.stringify(fields).replace("{", '{"__proto__":{"polluted":true},')],
  ["__proto__ in a field", 400, JSON.stringify({ ...fields, email: "x" }).replace('"x"', '{"__proto__":{"polluted":true}}')],
  ["constructor.prototype", 400, JSON.stringify(fields).replace("{", '{"constructor":{"prototype":{"polluted":true}},')],
  ["one byte over the limit", 413, bodyOf(fields, "website", limit + 1)],
  ["1 MB", 413, bodyOf(fields, "website", 1_048_576)],
  ["truncated JSON", 400, JSON.stringify(fields).slice(0, -5)],
  ["invalid UTF-8", 400, Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xc3, 0x28]), Buffer.from('@b.co"}')])],
  // JSON.stringify writes a lone surrogate as the escape "\\ud800": it would be stored as U+FFFD.
  ["a lone surrogate", 400, JSON.stringify({ ...fields, email: "\ud800a@b.co" })],
  ["a lone surrogate in a key", 400, JSON.stringify({ ...fields, "\udc00": "x" })],
];

describe.each(testDialects)("JSON forms under hostile bodies on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;
  const rows = () => rowCounts(t, ["contact_messages", "subscribers", "mail_outbox"]);

  /** A JSON POST from an address of its own (the per-IP limit is not what these tests are about). */
  const postJson = (url: string, payload: string | Buffer) =>
    t.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json" }, remoteAddress: `10.13.0.${++ip % 250}` });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe.each(forms)("%s", (url, fields, limit) => {
    it.each(hostileBodies(fields, limit))("answers %s with %i and changes nothing", async (_label, status, payload) => {
      const before = await rows();
      const res = await postJson(url, payload);
      expect(res.statusCode).toBe(status);
      if (status >= 400) expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(await rows()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("still takes the longest valid form", async () => {
      const longest =
        url === "/api/contact"
          ? {
              firstName: "𝒜".repeat(30),
              lastName: "𝒜".repeat(30),
              email: `${"a".repeat(240)}@example.com`,
              subject: "😀".repeat(100),
              message: "😀".repeat(1000),
            }
          : { email: `${"a".repeat(240)}@example.com`, source: "footer" };
      // Every character escaped, as some clients send them: the body limit still fits it.
      const payload = JSON.stringify(longest).replace(
        /[\u0080-\uffff]/g,
        (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
      const res = await postJson(url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
  });

  it.each(["/api/newsletter/confirm", "/api/newsletter/unsubscribe"])("%s takes a body of at most 4 KB", async (url) => {
    const res = await postJson(url, JSON.stringify({ token: "t".repeat(5000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("refuses an over-long message before cleaning it, with the spec's message", async () => {
    const res = await postJson("/api/contact", JSON.stringify({ ...contact, message: hostileText.nestedJavascript(15_000) }));
    expect(res.json()).toEqual({
      success: false,
      ...coded(contactMessages, "fixErrors"),
      errors: [fieldError(contactMessages, "message", "messageLength")],
    });
  });
});
