import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { minimalServerBuild } from "#server/test/minimal-server-build";
import { reactRouterHandler, routeEveryPage } from "./react-router-handler";

/** Resource routes answering with what they were sent and the URL they were given. */
const build = minimalServerBuild({
  routes: {
    echo: {
      path: "echo",
      module: {
        action: async ({ request }: { request: Request }) =>
          Response.json({ method: request.method, type: request.headers.get("content-type"), body: await request.text() }),
      },
    },
    where: { path: "where/*", module: { loader: ({ request }: { request: Request }) => Response.json({ url: request.url }) } },
    form: {
      path: "form",
      module: {
        action: () => Response.json({ acted: true }),
        loader: ({ request, context }: { request: Request; context: { refusedPost?: unknown } }) =>
          Response.json({ method: request.method, length: request.headers.get("content-length"), refused: context.refusedPost ?? null }),
      },
    },
  },
});

describe("the React Router bridge", () => {
  const app = Fastify({ bodyLimit: 1024 });
  const render = reactRouterHandler(
    async () => build,
    "production",
    () => ({ cspNonce: "" }) as never,
    { origin: "https://www.example.test" },
  );
  app.register(async (pages) =>
    routeEveryPage(pages, (request, reply) =>
      render(request, reply, undefined, request.headers["x-refuse"] ? { status: 415, reason: "body" } : undefined),
    ),
  );
  afterAll(() => app.close());

  it.each([
    ["POST", "application/x-www-form-urlencoded", "name=Asha&city=Pune"],
    ["POST", "application/json", '{"name":"Asha"}'],
    ["PUT", "text/plain", "plain words"],
    ["DELETE", "multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--\r\n"],
  ])("forwards %s with a %s body to the route's action", async (method, type, body) => {
    const res = await app.inject({ method: method as "POST", url: "/echo", headers: { "content-type": type }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method, type, body });
  });

  it("renders a refused post as a GET of its page, with the refusal for the loaders and no action run (issue 28)", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/form",
      headers: { "content-type": "text/plain", "x-refuse": "1" },
      payload: "a=1",
    });
    expect(res.json()).toEqual({ method: "GET", length: null, refused: { status: 415, reason: "body" } });
    const acted = await app.inject({ method: "POST", url: "/form", headers: { "content-type": "text/plain" }, payload: "a=1" });
    expect(acted.json()).toEqual({ acted: true });
  });

  it("refuses a body over the server's limit before it reaches the route", async () => {
    const res = await app.inject({ method: "POST", url: "/echo", headers: { "content-type": "text/plain" }, payload: "x".repeat(2048) });
    expect(res.statusCode).toBe(413);
  });

  it("hands a multipart body on as a stream, beyond the page limit: the /api route it is relayed to bounds it (issue 17)", async () => {
    const body = `--x\r\nContent-Disposition: form-data; name=a\r\n\r\n${"y".repeat(4096)}\r\n--x--\r\n`;
    const type = "multipart/form-data; boundary=x";
    const res = await app.inject({ method: "POST", url: "/echo", headers: { "content-type": type }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: "POST", type, body });
  });

  // Issue 12: the URL came from Host (and X-Forwarded-Host), so a malformed one threw in new URL() (500)
  // and "//evil.example/" was read as a protocol-relative address on another host.
  it.each([
    ["localhost", "/where/a?b=1"],
    ["a b", "/where/a?b=1"],
    ["", "/where/a"],
    ["evil.example", "/where/%2F%2Fevil.example/"],
  ])("builds the request's URL from the public origin and the path, whatever Host says (%o)", async (host, url) => {
    const res = await app.inject({ url, headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `https://www.example.test${url}` });
  });

  it.each([
    ["GET", "//evil.example/", 301, "/evil.example/"],
    ["HEAD", "//evil.example//a?q=//b", 301, "/evil.example/a?q=//b"],
    ["GET", "/where//a", 301, "/where/a"],
    ["POST", "//echo", 308, "/echo"],
  ])("sends %s %s to the same path with single slashes on this site", async (method, url, status, location) => {
    const res = await app.inject({ method: method as "GET", url });
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(location);
  });
});
