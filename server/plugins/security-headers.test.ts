import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app";

const proxy = "10.9.9.9";

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { TRUST_PROXY: proxy, PUBLIC_URL: "https://www.example.test" });
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, remoteAddress, headers });

  it.each(["/api/health", "/api/no-such-thing"])("keep other sites from embedding %s (Cross-Origin-Resource-Policy)", async (url) => {
    expect((await get(url, "203.0.113.5")).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  // Issue 12: HSTS went out on plain HTTP too, where browsers ignore it and it only says the header is set blindly.
  it("send HSTS on HTTPS only: a listed proxy's X-Forwarded-Proto: https counts, a client's does not", async () => {
    const hsts = "max-age=63072000; includeSubDomains";
    expect((await get("/api/health", proxy, { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe(hsts);
    expect((await get("/api/health", proxy, { "x-forwarded-proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
    expect((await get("/api/health", proxy)).headers["strict-transport-security"]).toBeUndefined();
    expect(
      (await get("/api/health", "203.0.113.5", { "x-forwarded-proto": "https" })).headers["strict-transport-security"],
    ).toBeUndefined();
  });
});
