import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careersMessages as m } from "#contracts/forms/messages";
import { coded } from "#server/test/coded";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { applicationFields, multipartBody, pdfBytes } from "./test-multipart";

const MB = 1024 * 1024;
const resumeBytes = Math.round(0.6 * MB);

// 1,000 addresses stored 437 MB of résumés in 4.7 s, and nothing bounded the total (issue 33).
describe.each(testDialects)("résumé storage caps on %s", (dialect) => {
  let t: TestApp;
  const apply = (ip: string, withResume = true) => {
    const { payload, headers } = multipartBody(
      withResume ? { ...applicationFields, consent: "true" } : applicationFields,
      withResume ? { filename: "cv.pdf", content: pdfBytes(resumeBytes) } : undefined,
    );
    return t.app.inject({ method: "POST", url: "/api/applications", payload, headers, remoteAddress: ip });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { RESUME_STORAGE_MAX_MB: "2", RESUME_STORAGE_PER_ADDRESS_DAY_MB: "1" });
  });
  afterAll(() => t.close());

  it("refuses an address's résumés past its day's share with 429, and every résumé past the total with 503, storing nothing", async () => {
    expect((await apply("198.51.100.1")).statusCode).toBe(201);
    const again = await apply("198.51.100.1");
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ success: false, ...coded(m, "tooManyRequests") });
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);

    expect((await apply("198.51.100.2")).statusCode).toBe(201);
    expect((await apply("198.51.100.3")).statusCode).toBe(201);
    const full = await apply("198.51.100.4");
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ success: false, code: "unavailable", message: "Service temporarily unavailable" });
    expect(full.headers["retry-after"]).toBe("3600");

    // An application without a résumé still goes through.
    expect((await apply("198.51.100.4", false)).statusCode).toBe(201);
    const rows = await t.database.db.selectFrom("applications").select(["ip", "resume_size"]).execute();
    expect(rows.filter((row) => row.resume_size !== null)).toHaveLength(3);
  });

  it("publishes the stored bytes in /metrics", async () => {
    const metrics = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(Number(/^resume_storage_bytes (\d+)$/m.exec(metrics.body)?.[1])).toBe(3 * resumeBytes);
  });
});
