import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

describe.each(testDialects)("health and API basics on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("reports ok when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", db: "ok", dialect });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers unknown /api paths with JSON 404", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("sends security headers on API responses", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("serves robots.txt and a sitemap of public routes only", async () => {
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>http://localhost:3000/services/service12</loc>");
    expect(sitemap.body).not.toContain("/admin");
    expect(sitemap.body).not.toContain("/our-team");
    expect(sitemap.body).not.toContain("industrie9<");
  });
});

describe("health when the database is down", () => {
  it("answers 503 with db not ok", async () => {
    const t = await createTestApp("sqlite");
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "degraded", db: "unavailable" });
    await t.app.close();
  });
});
