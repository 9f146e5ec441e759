import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { IdParamsSchema } from "#contracts/api/list-query";
import { ApiFailureSchema, failures } from "#contracts/api/responses";
import {
  contentLimits,
  ReleaseDetailResponseSchema,
  ReleaseListQuerySchema,
  ReleaseListResponseSchema,
  ReleaseResponseSchema,
  XliffExportQuerySchema,
  XliffImportRequestSchema,
  XliffImportResponseSchema,
  XliffRefusedFailureSchema,
} from "#contracts/api/site-content";
import { XliffRefusedError } from "./content-xliff";
import { callerOf, contentAudit, contentRoles as roles, contentSecurity as security, contentTags as tags } from "./content-word-routes";

/** The releases (list, one beside the words now, restore) and the XLIFF exchange. */
export async function contentReleaseRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const releases = app.siteReleases;
  const xliff = app.siteXliff;

  routes.get(
    "/staff/content/releases",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "Every publish and restore, newest first",
        querystring: ReleaseListQuerySchema,
        response: { 200: ReleaseListResponseSchema, ...failures(400, 401, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await releases.list(request.query.page) }),
  );

  routes.get(
    "/staff/content/releases/:id",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "The words a release changed: each one's text right after it, beside the text now",
        params: IdParamsSchema,
        response: { 200: ReleaseDetailResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await releases.detail(request.params.id) }),
  );

  routes.post(
    "/staff/content/releases/:id/restore",
    {
      config: { roles, audit: contentAudit("content.restore", "release") },
      schema: {
        tags,
        security,
        summary: "Put back every word changed after release `id` to its text right after it, as a new release (editors and admins)",
        params: IdParamsSchema,
        response: { 200: ReleaseResponseSchema, ...failures(400, 401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: { release: await releases.restore(callerOf(request), request.params.id) } }),
  );

  routes.get(
    "/staff/content/xliff",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "A language's words as published, as an XLIFF file (2.0, or 1.2 for older tools) for a translation tool",
        querystring: XliffExportQuerySchema,
        response: { 200: { content: { "application/xliff+xml": { schema: z.string() } } }, ...failures(400, 401, 500) },
      },
    },
    async (request, reply) => {
      const { lang, file } = await xliff.exportFile(callerOf(request), request.query);
      const name = `messages.${lang}${request.query.only ? `.${request.query.only}` : ""}.xlf`;
      return reply.type("application/xliff+xml; charset=utf-8").header("Content-Disposition", `attachment; filename="${name}"`).send(file);
    },
  );

  routes.post(
    "/staff/content/xliff",
    {
      bodyLimit: contentLimits.xliffMaxBytes * 2,
      config: {
        roles,
        audit: {
          action: (request) => ((request.body as { dryRun?: boolean }).dryRun ? "content.xliff-check" : "content.xliff-import"),
          subject: "language",
        },
      },
      schema: {
        tags,
        security,
        summary: "Import a translated XLIFF file: all or nothing; its changed units become drafts (`dryRun` checks only)",
        body: XliffImportRequestSchema,
        response: { 200: XliffImportResponseSchema, 400: z.union([XliffRefusedFailureSchema, ApiFailureSchema]), ...failures(401, 500) },
      },
    },
    async (request, reply) => {
      try {
        return { success: true as const, data: await xliff.importFile(callerOf(request), request.body.xliff, request.body.dryRun) };
      } catch (error) {
        if (!(error instanceof XliffRefusedError)) throw error;
        return reply.code(400).send({ success: false as const, code: "xliffRefused" as const, message: error.message, data: error.report });
      }
    },
  );
}
