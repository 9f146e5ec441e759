import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pathIn } from "#contracts/languages";
import { PostPreviewQuerySchema, PostPreviewSchema } from "#contracts/api/post-preview";
import { failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { z } from "zod/mini";
import { pagesToPreview, sendPreview } from "#server/modules/page-preview/preview-reply";
import { blogPageReader } from "./blog-page-reader";
import { previewedPost, previewReader } from "./post-preview";

/**
 * POST /api/staff/posts/preview (contracts/api/post-preview.ts): the real post page for the post as it stands in the
 * editor, unsaved values included, in a site language and colour scheme, for the editor's sandboxed frame. A read:
 * nothing is saved or published, and the page is rendered for this request only (inside the staff plugin).
 */
export async function postPreviewRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/staff/posts/preview",
    {
      config: { roles: staffAreaRoles.posts },
      schema: {
        tags: ["staff posts"],
        security: [{ staffToken: [] }],
        summary: "The post page's HTML for the editor's values, unsaved, without scripts, for the post editor's preview frame",
        querystring: PostPreviewQuerySchema,
        body: PostPreviewSchema,
        response: { 200: z.string(), ...failures(400, 401, 404, 500, 503) },
      },
    },
    async (request, reply) => {
      const pages = pagesToPreview(app);
      const { id, ...input } = request.body;
      const post = previewedPost(input, id === undefined ? undefined : await app.staffPosts.get(id));
      const path = pathIn(request.query.lang, `/blog/${post.slug}`);
      const html = await pages.preview(path, {
        theme: request.query.theme,
        services: { blogs: blogPageReader(previewReader(post, app.blog)) },
      });
      return sendPreview(reply, html);
    },
  );
}
