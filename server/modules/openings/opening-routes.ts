import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  OpeningListQuerySchema,
  OpeningListResponseSchema,
  OpeningResponseSchema,
  OpeningSlugParamsSchema,
  openingMessages,
} from "#contracts/api/openings";
import { failures } from "#contracts/api/responses";
import { HttpError } from "#server/errors";

const tags = ["careers"];

/** GET /api/openings and GET /api/openings/{slug}: what job seekers (and their tools) may read. */
export async function openingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/openings",
    {
      schema: {
        tags,
        summary: "Every open opening matching the filters, newest first, and the filters' choices",
        querystring: OpeningListQuerySchema,
        response: { 200: OpeningListResponseSchema, ...failures(400, 500, 503) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
      return { success: true as const, data: await app.careers.list(request.query) };
    },
  );

  routes.get(
    "/openings/:slug",
    {
      schema: {
        tags,
        summary: "One open opening; 410 once it has closed, 404 when there is none",
        params: OpeningSlugParamsSchema,
        response: { 200: OpeningResponseSchema, ...failures(404, 410, 500, 503) },
      },
    },
    async (request) => {
      const found = await app.careers.bySlug(request.params.slug);
      if (!found) throw new HttpError(404, openingMessages.notFound);
      if (found.state === "closed") throw new HttpError(410, openingMessages.closed);
      return { success: true as const, data: found.opening };
    },
  );
}
