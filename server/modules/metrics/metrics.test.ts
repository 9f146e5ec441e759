import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

const token = "metrics-token-for-the-tests-0123456789";

describe.each(testDialects)("/metrics on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { METRICS_TOKEN: token, METRICS_ALLOW: "127.0.0.1,10.1.0.0/16" });
  });
  afterAll(() => t.close());

  const scrape = (options: { remoteAddress?: string; authorization?: string } = {}) =>
    t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: options.remoteAddress ?? "127.0.0.1",
      headers: options.authorization ? { authorization: options.authorization } : {},
    });

  it("answers allowed addresses in Prometheus' format", async () => {
    for (const remoteAddress of ["127.0.0.1", "::ffff:127.0.0.1", "10.1.200.3"]) {
      const res = await scrape({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("refuses other addresses unless they bring the token", async () => {
    expect((await scrape({ remoteAddress: "203.0.113.9" })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: "10.2.0.1" })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: "203.0.113.9", authorization: `Bearer ${token}x` })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: "203.0.113.9", authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it("counts requests by route pattern, never by the address asked for", async () => {
    await t.app.inject({ method: "GET", url: "/api/blogs/slug/first-slug-asked" });
    await t.app.inject({ method: "GET", url: "/api/blogs/slug/second-slug-asked" });
    await t.app.inject({ method: "GET", url: "/api/no-such-thing-12345" });
    const body = (await scrape()).body;
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/blogs\/slug\/:slug",status_code="\d+"\} 2/);
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/blogs\/slug\/:slug"/);
    expect(body).toContain('route="unmatched"');
    expect(body).not.toContain("slug-asked");
    expect(body).not.toContain("no-such-thing");
  });

  it("reports the outbox, the event loop and the process", async () => {
    // Paused first, so the mail stays in the outbox.
    await t.app.mailWorker.pause();
    const queuedAt = new Date(Date.now() - 90_000);
    await queueMail(t.database.db, { kind: "test", to: "a@example.com", subject: "s", text: "t" }, queuedAt);
    const body = (await scrape()).body;
    expect(body).toMatch(/^mail_outbox_read_ok 1$/m);
    expect(Number(/^mail_outbox_pending (\d+)$/m.exec(body)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^mail_outbox_oldest_pending_age_seconds ([\d.]+)$/m.exec(body)?.[1])).toBeGreaterThanOrEqual(89);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(body).toMatch(/^process_resident_memory_bytes /m);
    if (dialect === "postgres") expect(body).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    else expect(body).not.toContain("db_pool_connections{");
  });
});

describe("/metrics by default", () => {
  it("answers only this machine, and still answers while the database is down", async () => {
    const t = await createTestApp("sqlite");
    expect((await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "::1" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "192.168.1.5" })).statusCode).toBe(403);
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^mail_outbox_read_ok 0$/m);
    await t.app.close();
  });
});
