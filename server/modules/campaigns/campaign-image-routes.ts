import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { CampaignImageResponseSchema, CampaignImageUploadSchema, campaignImageLimits, campaignMessages } from "#contracts/api/campaigns";
import { failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { boundedSlots } from "#server/lib/bounded-slots";
import { inEncodeSlot, readImageUpload, sendStoredImage } from "#server/lib/image-upload";
import { oneFileLimits } from "#server/lib/one-file-upload";
import { findCampaignImage, reencode, saveCampaignImage } from "./campaign-images";

/**
 * POST /api/staff/campaign-images (inside the staff plugin: signed in, roles of the newsletters area): one image for
 * campaign mails, re-encoded and stored (campaign-images.ts). Its own scope: multipart only, nothing else parsed.
 */
export async function campaignImageRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  await app.register(multipart, { limits: oneFileLimits(campaignImageLimits.maxBytes), throwFileSizeLimit: false });
  // Decoding and encoding take a core for a moment each: two at once, a few waiting, the rest told to come back.
  const encodes = boundedSlots({ atOnce: 2, waiting: 8 });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/staff/campaign-images",
    {
      config: { roles: staffAreaRoles.newsletters, audit: { action: "campaign.image-upload", subject: "campaign-image" } },
      // The body is read as it streams in and checked below; the schema describes it.
      attachValidation: true,
      schema: {
        tags: ["staff campaigns"],
        security: [{ staffToken: [] }],
        summary: "Upload an image for campaign mails (multipart, file field `image`: JPEG, PNG, WebP or AVIF, at most 5 MB)",
        consumes: ["multipart/form-data"],
        body: CampaignImageUploadSchema,
        response: { 201: CampaignImageResponseSchema, ...failures(400, 401, 413, 415, 500, 503) },
      },
    },
    async (request, reply) =>
      inEncodeSlot(encodes, reply, async () => {
        const { bytes } = await readImageUpload(request, reply, { maxBytes: campaignImageLimits.maxBytes, messages: campaignMessages });
        const image = await saveCampaignImage(app.db, await reencode(bytes), request.staff?.user.id ?? null);
        return reply.code(201).send({ success: true as const, data: image });
      }),
  );
}

const MediaParamsSchema = z.object({ file: z.string() });

/**
 * GET /media/campaign/<key>.<jpg|png>: an uploaded campaign image, public (mails are read in mail clients, outside
 * the site), cached for a year (the key never names other bytes), embeddable by other origins (webmail shows it in
 * its own pages).
 */
export async function campaignMediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/media/campaign/:file", { schema: { hide: true, params: MediaParamsSchema } }, async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{16,64})\.(jpg|png)$/.exec(request.params.file);
      const image = match ? await findCampaignImage(app.db, match[1]!, match[2]!) : undefined;
      if (!image) return reply.callNotFound();
      return sendStoredImage(request, reply, { etag: `"${match![1]}"`, mime: image.mime, bytes: image.bytes, crossOrigin: true });
    });
}
