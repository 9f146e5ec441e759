import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { createTestApp, type TestApp } from "#server/test/test-app";
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
