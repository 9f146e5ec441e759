import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { CampaignImageResponseSchema, CampaignImageUploadSchema, campaignImageLimits, campaignMessages } from "#contracts/api/campaigns";
import { failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { HttpError, unavailableMessage } from "#server/errors";
import { boundedSlots } from "#server/lib/bounded-slots";
import { checkUploadRequest, oneFileLimits, readOneFile } from "#server/lib/one-file-upload";
import { findCampaignImage, reencode, saveCampaignImage, sniffBytes, sniffImage } from "./campaign-images";

const fieldError = (code: "imageMissing" | "imageType" | "imageTooLarge") => [{ field: "image", code, message: campaignMessages[code] }];

/**
 * Reads the one file part `image` while it streams in: kept only while its first bytes are a JPEG, PNG, WebP or AVIF,
 * and never beyond the limit (busboy stops handing over bytes there and discards the rest).
 */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, campaignMessages.imageTooLarge, fieldError("imageTooLarge"));
  const bytes = (await readOneFile(request, { fileField: "image", maxBytes: campaignImageLimits.maxBytes, tooLarge })).file?.bytes;
  if (!bytes || bytes.length === 0) throw new HttpError(400, campaignMessages.imageMissing, fieldError("imageMissing"));
  // The bytes decide, never the file's name or declared type: SVG (which can carry scripts), GIF and the rest are refused.
  if (!sniffImage(bytes.subarray(0, sniffBytes))) throw new HttpError(400, campaignMessages.imageType, fieldError("imageType"));
  return bytes;
}

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
    async (request, reply) => {
      checkUploadRequest(
        request,
        reply,
        campaignImageLimits.maxBytes,
        () => new HttpError(413, campaignMessages.imageTooLarge, fieldError("imageTooLarge")),
      );
      const slot = encodes.take();
      if (!slot) {
        reply.header("Retry-After", "5").header("Connection", "close");
        return reply.code(503).send({ success: false, code: "unavailable", message: unavailableMessage });
      }
      const release = await slot;
      try {
        const image = await reencode(await readImage(request));
        return reply
          .code(201)
          .send({ success: true as const, data: await saveCampaignImage(app.db, image, request.staff?.user.id ?? null) });
      } finally {
        release();
      }
    },
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
      const etag = `"${match![1]}"`;
      reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("ETag", etag)
        .header("X-Content-Type-Options", "nosniff")
        .header("Cross-Origin-Resource-Policy", "cross-origin")
        .type(image.mime);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.send(Buffer.from(image.bytes));
    });
}
