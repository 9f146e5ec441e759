import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { ContentPreviewQuerySchema, notAPageMessage } from "#contracts/api/content-preview";
import { failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { HttpError } from "#server/errors";
import { languageOfPath } from "#server/web/live-pages";
import { pagesToPreview, sendPreview } from "./preview-reply";

/**
 * GET /api/staff/content/preview (contracts/api/content-preview.ts): a public page with a language's drafts, for the
 * Content area's sandboxed frame. Rendered for each request and never kept, here or in any cache in front.
 */
export async function pagePreviewRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/staff/content/preview",
    {
      config: { roles: staffAreaRoles.content },
      schema: {
        tags: ["staff content"],
        security: [{ staffToken: [] }],
        summary: "A public page's HTML in its language's published words and drafts, without scripts, for the Content area's preview frame",
        querystring: ContentPreviewQuerySchema,
        response: { 200: z.string(), ...failures(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const pages = pagesToPreview(app);
      const { path, theme } = request.query;
      if (!pages.isPage(path)) throw new HttpError(400, notAPageMessage);
      const drafts = await app.liveWords.reader.withDrafts(languageOfPath(path));
      return sendPreview(reply, await pages.preview(path, { theme, drafts }));
    },
  );
}
