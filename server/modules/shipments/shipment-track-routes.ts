import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { PathIdSchema } from "#contracts/api/list-query";
import { failures } from "#contracts/api/responses";
import {
  TrackLookupRequestSchema,
  TrackNotificationsRequestSchema,
  TrackingViewResponseSchema,
  trackCodes,
  trackLimits,
} from "#contracts/api/tracking";
import { HttpError } from "#server/errors";
import { englishOf } from "#server/i18n/english";
import { sendPdf } from "#server/lib/pdf-download";
import { strictJsonOnly } from "#server/plugins/strict-json";

const tags = ["tracking"];
/** The one answer for a wrong reference, a wrong address, a bad link and a hidden document: nothing tells them apart. */
const notFound = () => new HttpError(404, { code: trackCodes.notFound, message: englishOf("track.answer.notFound") });
const tooMany = { code: trackCodes.tooMany, message: englishOf("track.answer.tooMany") };

/** A personal token (43 characters) or a signed key (`<id>.<expiry>.<signature>`, under 70). */
const TokenParamsSchema = z.object({ token: z.string().check(z.maxLength(100)) });
const DocumentParamsSchema = z.object({ token: TokenParamsSchema.shape.token, id: PathIdSchema });

/**
 * The customer's tracking API (issue 31, contracts/api/tracking.ts): public, no cookies, answers never cached.
 * Lookups and changes are limited per client address (the forms' limit); the views answer `noindex`.
 */
export async function shipmentTrackRoutes(app: FastifyInstance) {
  strictJsonOnly(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.tracking;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
  });

  routes.post(
    "/track",
    {
      config: app.formRateLimit(tooMany),
      bodyLimit: 2 * (trackLimits.referenceMax + trackLimits.emailMax) + 256,
      schema: {
        tags,
        summary: "Find a shipment by its reference and the customer's e-mail (the same 404 for either wrong)",
        body: TrackLookupRequestSchema,
        response: { 200: TrackingViewResponseSchema, ...failures(400, 404, 413, 415, 429, 500) },
      },
    },
    async (request) => {
      const view = await service.lookup(request.body.reference, request.body.email);
      if (!view) throw notFound();
      return { success: true as const, data: view };
    },
  );

  routes.get(
    "/track/:token",
    {
      schema: {
        tags,
        summary: "A shipment by the personal link's token or the key a lookup gave",
        params: TokenParamsSchema,
        response: { 200: TrackingViewResponseSchema, ...failures(404, 500) },
      },
    },
    async (request) => {
      const view = await service.open(request.params.token);
      if (!view) throw notFound();
      return { success: true as const, data: view };
    },
  );

  routes.put(
    "/track/:token/notifications",
    {
      config: app.formRateLimit(tooMany),
      bodyLimit: 256,
      schema: {
        tags,
        summary: "Choose which milestones e-mail the customer: all, departure and arrival, or exceptions only",
        params: TokenParamsSchema,
        body: TrackNotificationsRequestSchema,
        response: { 200: TrackingViewResponseSchema, ...failures(400, 404, 413, 415, 429, 500) },
      },
    },
    async (request) => {
      const view = await service.setNotifications(request.params.token, request.body.notifications);
      if (!view) throw notFound();
      return { success: true as const, data: view };
    },
  );

  app.get<{ Params: { token: string; id: number } }>(
    "/track/:token/documents/:id",
    {
      compress: false,
      // Each download reads the file and tells the sales desk: limited per address like the lookups.
      config: app.formRateLimit(tooMany),
      schema: {
        tags,
        summary: "Download a document the desk marked visible to the customer (a PDF attachment)",
        params: DocumentParamsSchema,
        response: {
          200: { content: { "application/pdf": { schema: z.string().check(z.meta({ format: "binary" })) } } },
          ...failures(404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const document = await service.document(request.params.token, request.params.id);
      if (!document) throw notFound();
      return sendPdf(reply, document.file_name, `document-${document.id}`, document.bytes);
    },
  );
}
