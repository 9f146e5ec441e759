import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawHttp } from "#server/test/raw-http";
import { createTestApp, type TestApp } from "#server/test/test-app";

const refused = { success: false, message: "The address is not valid." };

/** Issue 12: a malformed Host reached new URL() in the page bridge and answered 500. RFC 9112 §3.2 asks for 400. */
describe("a request's Host and target", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { TRUST_PROXY: "127.0.0.1" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it.each(["a b", "a/b", "a@b", "a\tb", "[::1", "example.com:80:80", "example.com:port"])(
    "refuses Host %o with 400 in the API's shape",
    async (host) => {
      const res = await rawHttp(port, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual(refused);
    },
  );

  it("refuses two Host lines", async () => {
    const res = await rawHttp(port, "GET /api/health HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(refused);
  });

  it("refuses an absolute-form target, which only a proxy should receive", async () => {
    const res = await rawHttp(port, "GET http://evil.example/api/health HTTP/1.1\r\nHost: evil.example\r\n\r\n");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(refused);
  });

  it.each(["www.example.test", "www.example.test:8443", "127.0.0.1:3000", "[::1]:3000", "xn--tarng-kva.example", ""])(
    "accepts Host %o",
    async (host) => {
      expect((await rawHttp(port, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).status).toBe(200);
    },
  );

  it("accepts HTTP/1.0 without Host", async () => {
    expect((await rawHttp(port, "GET /api/health HTTP/1.0\r\n\r\n")).status).toBe(200);
  });

  it("ignores X-Forwarded-Host and X-Forwarded-Proto from a trusted proxy, however malformed", async () => {
    const res = await rawHttp(
      port,
      "GET /api/health HTTP/1.1\r\nHost: www.example.test\r\nX-Forwarded-Host: a b\r\nX-Forwarded-Proto: java script\r\n\r\n",
    );
    expect(res.status).toBe(200);
  });
});
