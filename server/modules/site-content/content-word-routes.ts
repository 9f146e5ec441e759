import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ContentFieldResponseSchema,
  ContentOverviewQuerySchema,
  ContentOverviewResponseSchema,
  ContentPageDetailResponseSchema,
  ContentPageParamsSchema,
  ContentPageQuerySchema,
  PublishRequestSchema,
  ReleaseResponseSchema,
  StaleWordFailureSchema,
  WordDraftRequestSchema,
  WordParamsSchema,
  WordVersionRequestSchema,
  type ContentField,
} from "#contracts/api/site-content";
import { PageSlotsResponseSchema } from "#contracts/api/page-pictures";
import { failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { LanguageCode } from "#contracts/languages";
import type { ContentCaller } from "./content-access";
import { StaleWordError } from "./site-content-service";

export const contentTags = ["staff content"];
export const contentSecurity = [{ staffToken: [] }];
export const contentRoles = staffAreaRoles.content;
export const contentAudit = (action: `content.${string}`, subject = "word") => ({ action, subject });

/** The signed-in member of staff as the content services ask: id, role and a translator's languages. */
export function callerOf(request: FastifyRequest): ContentCaller {
  const { id, role, languages } = request.staff!.user;
  return { id, role, languages };
}

/** A word's change: its answer, or the 409 with the word as it is now when someone changed it since. */
export async function wordChange<Data = ContentField>(reply: FastifyReply, change: () => Promise<Data>) {
  try {
    return { success: true as const, data: await change() };
  } catch (error) {
    if (!(error instanceof StaleWordError)) throw error;
    return reply.code(409).send({ success: false as const, code: "staleVersion" as const, message: error.message, data: error.field });
  }
}

/** The overview, one page's words, and the changes to one word; publishing the drafts. */
export async function contentWordRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.siteContent;
  const tags = contentTags;
  const security = contentSecurity;
  const roles = contentRoles;
  const wordResponses = { 200: ContentFieldResponseSchema, 409: StaleWordFailureSchema, ...failures(400, 401, 404, 500) };

  routes.get(
    "/staff/content/pages",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "Every page and shared part with its counts in `lang`, and the progress of each language the caller may edit",
        querystring: ContentOverviewQuerySchema,
        response: { 200: ContentOverviewResponseSchema, ...failures(400, 401, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.overview(callerOf(request), request.query.lang) }),
  );

  routes.get(
    "/staff/content/pages/:key",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "One page's sections and words in `lang` beside the English, filtered by status when asked",
        params: ContentPageParamsSchema,
        querystring: ContentPageQuerySchema,
        response: { 200: ContentPageDetailResponseSchema, ...failures(400, 401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.page(callerOf(request), request.params.key, request.query) }),
  );

  routes.get(
    "/staff/content/pages/:key/pictures",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "One page's pictures: each slot's picture (published and drafted) and its alt text in every language, ready or not",
        params: ContentPageParamsSchema,
        response: { 200: PageSlotsResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: { slots: await app.pagePictures.ofPage(request.params.key) } }),
  );

  routes.put(
    "/staff/content/words/:lang/:id",
    {
      config: { roles, audit: contentAudit("content.draft-save") },
      schema: {
        tags,
        security,
        summary: "Save a word's draft; 400 with its problems, 409 (the word as it is now) when it changed since `version`",
        params: WordParamsSchema,
        body: WordDraftRequestSchema,
        response: wordResponses,
      },
    },
    async (request, reply) =>
      wordChange(reply, () => service.saveDraft(callerOf(request), request.params.lang, request.params.id, request.body)),
  );

  /** A change to one word that names only the version it was chosen from: its draft discarded, or it approved. */
  const versionedWordChange = (
    method: "DELETE" | "POST",
    url: string,
    action: `content.${string}`,
    summary: string,
    change: (caller: ContentCaller, lang: LanguageCode, id: string, version: number) => Promise<ContentField>,
  ) =>
    routes.route({
      method,
      url,
      config: { roles, audit: contentAudit(action) },
      schema: { tags, security, summary, params: WordParamsSchema, body: WordVersionRequestSchema, response: wordResponses },
      handler: async (request, reply) =>
        wordChange(reply, () => change(callerOf(request), request.params.lang, request.params.id, request.body.version)),
    });

  versionedWordChange(
    "DELETE",
    "/staff/content/words/:lang/:id/draft",
    "content.draft-discard",
    "Discard a word's draft; 409 when it changed since `version`",
    (caller, lang, id, version) => service.discardDraft(caller, lang, id, version),
  );
  versionedWordChange(
    "POST",
    "/staff/content/words/:lang/:id/approve",
    "content.approve",
    "Mark a word reviewed (its draft, or the published text as a draft to publish); 409 when it changed since `version`",
    (caller, lang, id, version) => service.approve(caller, lang, id, version),
  );

  routes.post(
    "/staff/content/publish",
    {
      config: { roles, audit: contentAudit("content.publish", "release") },
      schema: {
        tags,
        security,
        summary: "Publish every draft the caller may publish (of `lang` when given) as one release",
        body: PublishRequestSchema,
        response: { 200: ReleaseResponseSchema, ...failures(400, 401, 500) },
      },
    },
    async (request) => ({ success: true as const, data: { release: await service.publish(callerOf(request), request.body.lang) } }),
  );
}
