import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
    // Nothing about the deployment (database kind, uptime) is published to the world.
    expect(res.json()).toEqual({ status: "ok", db: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("reports ready, and alive without asking the database", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", db: "ok" });
    expect(ready.headers["cache-control"]).toBe("no-store");
    const ping = vi.spyOn(t.app.database, "ping");
    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    expect(live.headers["cache-control"]).toBe("no-store");
    expect(ping).not.toHaveBeenCalled();
    ping.mockRestore();
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
    // HSTS goes only with HTTPS answers (TLS, or X-Forwarded-Proto from a listed proxy); inject() is plain HTTP.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
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

  it("lists every page in all 16 languages, each with its 16 alternates and x-default", async () => {
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ["/contact", "/hi/contact", "/ar/contact", "/zh-CN/contact", "/hi", "/ko/services/service12"]) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${loc}</loc>`);
    }
    const hindiContact = /<url><loc>http:\/\/localhost:3000\/hi\/contact<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? "";
    const alternates = [...hindiContact.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toHaveLength(17);
    expect(alternates).toContainEqual(["en", "http://localhost:3000/contact"]);
    expect(alternates).toContainEqual(["zh-CN", "http://localhost:3000/zh-CN/contact"]);
    expect(alternates).toContainEqual(["x-default", "http://localhost:3000/contact"]);
  });
});

describe("health when the database is down", () => {
  it("answers 503 with db not ok", async () => {
    const t = await createTestApp("sqlite");
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "degraded", db: "unavailable" });
    // Not ready: the balancer should look elsewhere and ask again later; still alive: no restart would help.
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "not-ready", db: "unavailable" });
    expect(ready.headers["retry-after"]).toBe("5");
    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    await t.app.close();
  });
});
