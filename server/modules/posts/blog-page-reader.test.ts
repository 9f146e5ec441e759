import SQLite from "better-sqlite3";
import Fastify from "fastify";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogReader } from "#contracts/blog";
import { registerErrorHandling, unavailableRetryAfterSeconds } from "#server/errors";
import { minimalServerBuild } from "#server/test/minimal-server-build";
import { reactRouterHandler, routeEveryPage } from "#server/web/react-router-handler";
import { blogPageReader } from "./blog-page-reader";

const cannotOpen = () => new SQLite.SqliteError("unable to open database file", "SQLITE_CANTOPEN");

/** A blog whose database is away, and which has no earlier copy to give. */
const awayBlog: BlogReader = {
  list: () => Promise.reject(cannotOpen()),
  bySlug: () => Promise.reject(cannotOpen()),
  byStaticNumber: () => Promise.reject(new TypeError("a bug, not an outage")),
};

/** A server build with a /blog route whose loader reads the blog, and whose document shows the error it got. */
function buildReading(blogs: BlogReader) {
  return minimalServerBuild({
    document: (
      _request: Request,
      status: number,
      headers: Headers,
      context: { staticHandlerContext: { errors?: Record<string, unknown> } },
    ) => {
      const error = Object.values(context.staticHandlerContext.errors ?? {})[0];
      const text = isRouteErrorResponse(error) ? `Failed to load blog (${error.status})` : "Something went wrong";
      return new Response(`<h1>${text}</h1>`, { status, headers: { ...Object.fromEntries(headers), "content-type": "text/html" } });
    },
    rootModule: { ErrorBoundary: () => null, default: () => null },
    routes: { blog: { path: "blog", module: { loader: () => blogs.list({ page: 1, limit: 3 }), default: () => null } } },
  });
}

describe("blog pages while the database is away", () => {
  it("turn an unreachable database into a 503 route error, and leave other failures alone", async () => {
    const reader = blogPageReader(awayBlog);
    const thrown = await reader.bySlug("any").catch((error: unknown) => error);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    await expect(reader.byStaticNumber(1)).rejects.toThrow("a bug, not an outage");
  });

  it("pass answers through unchanged", async () => {
    const page = { posts: [], pagination: { page: 1, limit: 3, total: 0, pages: 0 } };
    const reader = blogPageReader({ ...awayBlog, list: async () => page });
    expect(await reader.list({ page: 1, limit: 3 })).toBe(page);
  });

  it("are rendered as the route's error page with status 503 and Retry-After, not a 500", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const site = { origin: "http://localhost:3000" };
    const render = reactRouterHandler(
      async () => buildReading(blogPageReader(awayBlog)),
      "production",
      () => ({ cspNonce: "" }) as never,
      site,
    );
    await app.register(async (pages) => routeEveryPage(pages, (request, reply) => render(request, reply)));
    const res = await app.inject({ method: "GET", url: "/blog" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe(String(unavailableRetryAfterSeconds));
    expect(res.body).toContain("Failed to load blog (503)");
    await app.close();
  });
});
