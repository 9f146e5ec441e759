import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unavailableMessage } from "#server/errors";
import { rowCounts } from "#server/test/row-counts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { UPLOADS_AT_ONCE, UPLOADS_WAITING } from "./application-form-routes";
import { applicationFields, multipartBody, pdfBytes } from "./test-multipart";

const valid = { ...applicationFields, consent: "true" };
const multipart = { "content-type": "multipart/form-data; boundary=b" };
const part = (name: string, value: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (content: string) =>
  `--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}`;

describe.each(testDialects)("application uploads on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;
  const rows = () => rowCounts(t, ["applications", "mail_outbox"]);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /**
   * Issue 12: 1,000 concurrent 1 MB résumés took the server to 861 MB, each buffered at once. Only
   * UPLOADS_AT_ONCE are read at a time and UPLOADS_WAITING wait their turn (unread); the next is
   * answered 503 with Retry-After at once, and the ones in line are served when slots free up.
   */
  it("reads a bounded number of uploads at once, lines up a bounded number, and answers the rest 503 with Retry-After", async () => {
    const before = Number(await rowCounts(t, ["applications"]));
    const { payload } = multipartBody(valid, { filename: "cv.pdf", content: pdfBytes(200_000) }, "b");
    const streams = Array.from({ length: UPLOADS_AT_ONCE + UPLOADS_WAITING }, () => new PassThrough());
    const held = streams.map((stream) => {
      // The first bytes arrive, the rest is held back: the reader waits inside its slot.
      stream.write(payload.subarray(0, 1000));
      return t.app.inject({
        method: "POST",
        url: "/api/applications",
        payload: stream,
        headers: multipart,
        remoteAddress: `10.14.${++ip % 250}.1`,
      });
    });
    // Let every held request reach its slot or its place in line.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      payload,
      headers: multipart,
      remoteAddress: "10.14.255.1",
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({ success: false, code: "unavailable", message: unavailableMessage });

    for (const stream of streams) stream.end(payload.subarray(1000));
    const answers = await Promise.all(held);
    expect(answers.map((answer) => answer.statusCode)).toEqual(streams.map(() => 201));
    expect(Number(await rowCounts(t, ["applications"]))).toBe(before + streams.length);
  });

  it.each([
    ["cut off inside a field", part("name", "Ravi").slice(0, -4)],
    ["cut off after a field, without the closing boundary", part("name", "Ravi Kumar") + part("email", "ravi@example.com")],
    ["cut off inside the part headers", "--b\r\nContent-Disposition: form-data; na"],
    [
      "cut off inside the résumé",
      Object.entries(valid)
        .map(([k, v]) => part(k, v))
        .join("") + filePart("%PDF-1.4 half a file"),
    ],
    ["a part without headers", "--b\r\n\r\nvalue\r\n--b--\r\n"],
    ["a field named __proto__", part("__proto__", "x") + part("name", "Ravi") + "--b--\r\n"],
    [
      "a field named constructor",
      Object.entries(valid)
        .map(([k, v]) => part(k, v))
        .join("") +
        part("constructor", "x") +
        "--b--\r\n",
    ],
    ["a thousand parts", part("x", "y").repeat(1000) + "--b--\r\n"],
    [
      "10,000 nested brackets in the message",
      Object.entries({ ...valid, message: "[".repeat(10_000) })
        .map(([k, v]) => part(k, v))
        .join("") + "--b--\r\n",
    ],
  ])("answers a multipart body %s with 4xx in the API's shape and stores nothing", async (_label, body) => {
    const before = await rows();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      payload: body,
      headers: multipart,
      remoteAddress: `10.14.${++ip % 250}.2`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    // Each with a code, by which the careers form shows its words in the page's language.
    expect(res.json()).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
    expect(await rows()).toBe(before);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
