import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { blogMessages } from "#contracts/blog";
import { HttpError } from "#server/errors";
import { parseBlogQuery } from "./blog-query";
import { blogService, type CachedJson } from "./blog-service";

/** Posts change rarely; a minute of browser and proxy caching, and revalidation by ETag after. */
const cacheControl = "public, max-age=60, stale-while-revalidate=300";

/** GET /api/blogs and GET /api/blogs/slug/{slug}: published posts only. */
export async function blogRoutes(app: FastifyInstance) {
  const blogs = blogService(app.db);

  app.get("/blogs", async (request, reply) => sendCached(request, reply, await blogs.listJson(parseBlogQuery(request.query))));

  // A wildcard, not :slug: Fastify refuses parameters over 100 characters, and slugs may have 120.
  app.get<{ Params: { "*": string } }>("/blogs/slug/*", async (request, reply) => {
    const slug = request.params["*"];
    if (slug.trim() === "") throw new HttpError(400, blogMessages.noSlug);
    const found = await blogs.postJson(slug);
    if (!found) return reply.code(404).header("Cache-Control", "no-cache").send({ success: false, data: null, message: blogMessages.notFound });
    return sendCached(request, reply, found);
  });
}

function sendCached(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedJson) {
  reply.header("Cache-Control", cacheControl).header("ETag", etag);
  if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(body);
}

function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}
