import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import {
  CampaignInputSchema,
  CampaignListResponseSchema,
  CampaignPreviewQuerySchema,
  CampaignPreviewResponseSchema,
  CampaignReportResponseSchema,
  CampaignResponseSchema,
  CampaignSendRequestSchema,
  CampaignTestRequestSchema,
  CampaignUpdateSchema,
  CampaignVersionRequestSchema,
  campaignMessages,
} from "#contracts/api/campaigns";
import { IdParamsSchema } from "#contracts/api/list-query";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";

const tags = ["staff campaigns"];
const security = [{ staffToken: [] }];
const roles = staffAreaRoles.newsletters;
const audit = (action: `campaign.${string}`) => ({ action, subject: "campaign" });

/** The preview document's own policy: its inline styles and images of this site only; nothing runs. */
export function previewPolicy(publicUrl: string) {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src ${new URL(publicUrl).origin} data:; frame-ancestors 'self'`;
}

/** Listing, writing and deleting campaigns. */
function composeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.campaigns;

  routes.get(
    "/staff/campaigns",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "Every campaign, newest first, with its counts",
        response: { 200: CampaignListResponseSchema, ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  routes.post(
    "/staff/campaigns",
    {
      config: { roles, audit: audit("campaign.create") },
      schema: {
        tags,
        security,
        summary: "Create a campaign (a draft)",
        body: CampaignInputSchema,
        response: { 201: CampaignResponseSchema, ...failures(400, 401, 500) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await service.create(request.body) }),
  );

  routes.get(
    "/staff/campaigns/:id",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "One campaign with its versions",
        params: IdParamsSchema,
        response: { 200: CampaignResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );

  routes.put(
    "/staff/campaigns/:id",
    {
      config: { roles, audit: audit("campaign.update") },
      schema: {
        tags,
        security,
        summary: "Save a campaign (draft, scheduled or paused); 409 when someone saved since `version`, or it is sending or sent",
        params: IdParamsSchema,
        body: CampaignUpdateSchema,
        response: { 200: CampaignResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return { success: true as const, data: await service.update(request.params.id, version, input) };
    },
  );

  routes.delete(
    "/staff/campaigns/:id",
    {
      config: { roles, audit: audit("campaign.delete") },
      schema: {
        tags,
        security,
        summary: "Delete a draft or scheduled campaign",
        params: IdParamsSchema,
        response: { 204: z.null(), ...failures(401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** Seeing the mail before it goes: the preview, its HTML for the frame, and a test mail. */
function previewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.campaigns;

  routes.get(
    "/staff/campaigns/:id/preview",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "The mail as a subscriber of `lang` gets it (English when that language has no version), with a sample unsubscribe link",
        params: IdParamsSchema,
        querystring: CampaignPreviewQuerySchema,
        response: { 200: CampaignPreviewResponseSchema, ...failures(400, 401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.preview(request.params.id, request.query.lang) }),
  );

  routes.get(
    "/staff/campaigns/:id/preview.html",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "The preview's HTML alone, for a sandboxed frame of the staff screen (its own strict policy)",
        params: IdParamsSchema,
        querystring: CampaignPreviewQuerySchema,
        response: { 200: z.string(), ...failures(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const preview = await service.preview(request.params.id, request.query.lang);
      return reply
        .type("text/html; charset=utf-8")
        .header("Content-Security-Policy", previewPolicy(app.config.publicUrl))
        .header("X-Frame-Options", "SAMEORIGIN")
        .header("Cache-Control", "no-store")
        .send(preview.html);
    },
  );

  routes.post(
    "/staff/campaigns/:id/test",
    {
      config: { roles, audit: audit("campaign.test") },
      schema: {
        tags,
        security,
        summary: "Queue one test mail (subject marked [Test]) to a staff address",
        params: IdParamsSchema,
        body: CampaignTestRequestSchema,
        response: { 202: ApiMessageSchema, ...failures(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      await service.test(request.params.id, request.body.email, request.body.lang);
      return reply.code(202).send({ success: true as const, message: campaignMessages.testQueued });
    },
  );
}

/** Sending now or at a set time, pausing and resuming. */
function sendingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.campaigns;

  routes.post(
    "/staff/campaigns/:id/send",
    {
      config: { roles, audit: audit("campaign.send") },
      schema: {
        tags,
        security,
        summary: "Send now (`at` null) or at a future time; 409 when it is not a draft or scheduled, or `version` is stale",
        params: IdParamsSchema,
        body: CampaignSendRequestSchema,
        response: { 200: CampaignResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.send(request.params.id, request.body.version, request.body.at),
    }),
  );

  routes.post(
    "/staff/campaigns/:id/pause",
    {
      config: { roles, audit: audit("campaign.pause") },
      schema: {
        tags,
        security,
        summary: "Pause a sending or scheduled campaign: no more of its mails are sent until it is resumed",
        params: IdParamsSchema,
        body: CampaignVersionRequestSchema,
        response: { 200: CampaignResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.pause(request.params.id, request.body.version) }),
  );

  routes.post(
    "/staff/campaigns/:id/resume",
    {
      config: { roles, audit: audit("campaign.resume") },
      schema: {
        tags,
        security,
        summary: "Resume a paused campaign",
        params: IdParamsSchema,
        body: CampaignVersionRequestSchema,
        response: { 200: CampaignResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.resume(request.params.id, request.body.version) }),
  );
}

/** What happened once it was sent. */
function reportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.campaigns;

  routes.get(
    "/staff/campaigns/:id/report",
    {
      config: { roles },
      schema: {
        tags,
        security,
        summary: "What happened: counts, failed mails with the SMTP answer, sends per minute",
        params: IdParamsSchema,
        response: { 200: CampaignReportResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.report(request.params.id) }),
  );
}

/** Newsletter campaigns for staff (issue 32; contracts/api/campaigns.ts), inside the staff plugin, behind sign-in. */
export async function campaignRoutes(app: FastifyInstance) {
  composeRoutes(app);
  previewRoutes(app);
  sendingRoutes(app);
  reportRoutes(app);
}
