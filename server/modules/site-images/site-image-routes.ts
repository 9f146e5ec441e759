import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { failures } from "#contracts/api/responses";
import {
  SiteImageResponseSchema,
  SiteImageUploadSchema,
  siteImageLimits,
  siteImageMessages,
  siteImagePathPattern,
} from "#contracts/api/site-images";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { HttpError } from "#server/errors";
import { boundedSlots } from "#server/lib/bounded-slots";
import { inEncodeSlot, readImageUpload, sendStoredImage } from "#server/lib/image-upload";
import { oneFileLimits } from "#server/lib/one-file-upload";
import { pagePictureRoute } from "./page-picture-route";
import { encodeSiteImage } from "./site-image-encoder";
import { findSiteImageVersion, saveSiteImage } from "./site-image-repository";

/** The description as sent, trimmed; refused when empty or too long, before the image is decoded. */
function altOf(fields: Record<string, string>) {
  const alt = (fields.alt ?? "").trim();
  const problem = !alt ? "altRequired" : alt.length > siteImageLimits.altMax ? "altTooLong" : null;
  if (problem) throw new HttpError(400, siteImageMessages[problem], [{ field: "alt", code: problem, message: siteImageMessages[problem] }]);
  return alt;
}

/**
 * POST /api/staff/site-images (inside the staff plugin: signed in, roles of the images area): one image, checked by its
 * bytes, re-encoded in the pages' widths and stored. Its own scope: multipart only, nothing else parsed.
 */
export async function siteImageRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  // The description's field may be a sentence of any script: room for 250 characters of 4 bytes.
  await app.register(multipart, { limits: { ...oneFileLimits(siteImageLimits.maxBytes), fieldSize: 1024 }, throwFileSizeLimit: false });
  // Each upload is encoded at two widths; two uploads at once, a few waiting, the rest told to come back.
  const encodes = boundedSlots({ atOnce: 2, waiting: 8 });
  // A page picture's replacement (decision 043) is a site image too: the same scope, limits and encoding slots.
  pagePictureRoute(app, encodes);

  app.withTypeProvider<ZodTypeProvider>().post(
    "/staff/site-images",
    {
      config: { roles: staffAreaRoles.images, audit: { action: "site-image.upload", subject: "site-image" } },
      // The body is read as it streams in and checked below; the schema describes it.
      attachValidation: true,
      schema: {
        tags: ["staff images"],
        security: [{ staffToken: [] }],
        summary: "Upload an image for the site (multipart: file `image`, JPEG, PNG, WebP or AVIF of at most 10 MB, and its `alt` text)",
        consumes: ["multipart/form-data"],
        body: SiteImageUploadSchema,
        response: { 201: SiteImageResponseSchema, ...failures(400, 401, 413, 415, 500, 503) },
      },
    },
    async (request, reply) =>
      inEncodeSlot(encodes, reply, async () => {
        const { bytes, fields } = await readImageUpload(request, reply, {
          maxBytes: siteImageLimits.maxBytes,
          messages: siteImageMessages,
        });
        const alt = altOf(fields);
        const image = await saveSiteImage(app.db, { alt, image: await encodeSiteImage(bytes), createdBy: request.staff?.user.id ?? null });
        return reply.code(201).send({ success: true as const, data: image });
      }),
  );
}

const MediaParamsSchema = z.object({ file: z.string() });

/** GET /media/uploads/<key>-<640|1280>.webp: one width of an uploaded site image, public, cached for a year. */
export async function siteImageMediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/media/uploads/:file", { schema: { hide: true, params: MediaParamsSchema } }, async (request, reply) => {
      const match = siteImagePathPattern.exec(`/media/uploads/${request.params.file}`);
      const version = match ? await findSiteImageVersion(app.db, match[1]!, Number(match[2])) : undefined;
      if (!version) return reply.callNotFound();
      return sendStoredImage(request, reply, { etag: `"${match![1]}-${match![2]}"`, mime: "image/webp", bytes: version.bytes });
    });
}
