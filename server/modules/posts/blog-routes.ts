import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPostFoundSchema,
  BlogPostMissingSchema,
  BlogSlugParamsSchema,
  blogMessages,
} from "#contracts/api/posts";
import { failures } from "#contracts/api/responses";
import { sendsRepresentations } from "#server/lib/representation";
import type { CachedJson } from "./blog-service";

/** Posts change rarely; a minute of browser and proxy caching, and revalidation by ETag after. */
const cacheControl = "public, max-age=60, stale-while-revalidate=300";

/** GET /api/blogs and GET /api/blogs/slug/{slug}: published posts only, sent from the blog service's cached JSON. */
export async function blogRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/blogs",
    {
      ...sendsRepresentations,
      schema: {
        tags: ["blog"],
        summary: "A page of published posts, newest first",
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema, ...failures(400, 500, 503) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.blog.listJson(request.query)),
  );

  // Slugs may have 120 characters; buildApp raises Fastify's parameter limit (100) above the longest slug the service looks up.
  routes.get(
    "/blogs/slug/:slug",
    {
      ...sendsRepresentations,
      schema: {
        tags: ["blog"],
        summary: "One published post by its slug",
        params: BlogSlugParamsSchema,
        response: { 200: BlogPostFoundSchema, 404: BlogPostMissingSchema, ...failures(400, 500, 503) },
      },
    },
    async (request, reply) => {
      const found = await app.blog.postJson(request.params.slug);
      if (!found)
        return reply.code(404).header("Cache-Control", "no-cache").send({ success: false, data: null, message: blogMessages.notFound });
      return sendCached(request, reply, found);
    },
  );
}

/** The cached body in the encoding the reader accepts, or 304 when the reader's copy still matches. */
function sendCached(request: FastifyRequest, reply: FastifyReply, json: CachedJson) {
  reply.header("Cache-Control", cacheControl).type("application/json; charset=utf-8");
  return request.server.representations.send(request, reply, json);
}
