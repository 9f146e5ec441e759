import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  PagePictureUploadResponseSchema,
  PagePictureUploadSchema,
  PictureSlotParamsSchema,
  pagePictureMessages,
} from "#contracts/api/page-pictures";
import { failures } from "#contracts/api/responses";
import { StaleWordFailureSchema } from "#contracts/api/site-content";
import { siteImageLimits, siteImageMessages, siteImagePathPattern } from "#contracts/api/site-images";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { HttpError } from "#server/errors";
import type { BoundedSlots } from "#server/lib/bounded-slots";
import { inEncodeSlot, readImageUpload } from "#server/lib/image-upload";
import { callerOf, contentSecurity, wordChange } from "#server/modules/site-content/content-word-routes";
import { encodeSiteImage } from "./site-image-encoder";
import { saveSiteImage } from "./site-image-repository";

/** The `version` field: the picture word's version the replacement was chosen from. */
function versionOf(fields: Record<string, string>) {
  const version = Number(fields.version);
  if (!/^\d{1,9}$/.test(fields.version ?? "") || !Number.isSafeInteger(version)) {
    throw new HttpError(400, { code: "versionInvalid", message: pagePictureMessages.versionInvalid }, [
      { field: "version", code: "versionInvalid", message: pagePictureMessages.versionInvalid },
    ]);
  }
  return version;
}

/**
 * POST /api/staff/content/images/{slot}/picture (decision 043): a page picture's replacement, through the site
 * images' pipeline (bytes checked, 413 before the body is read, re-encoded, stored), cropped to the slot's shape,
 * then saved as the draft of the picture word `images.<slot>` (409 with the word when it moved since `version`).
 * Registered in the site images' multipart scope, sharing its encoding slots.
 */
export function pagePictureRoute(app: FastifyInstance, encodes: BoundedSlots) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/staff/content/images/:slot/picture",
    {
      config: { roles: staffAreaRoles.images, audit: { action: "content.picture-upload", subject: "word" } },
      attachValidation: true,
      schema: {
        tags: ["staff content"],
        security: contentSecurity,
        summary:
          "Replace a page's picture (multipart: file `image`, JPEG, PNG, WebP or AVIF of at most 10 MB, and `version`): saved as a draft of its word",
        consumes: ["multipart/form-data"],
        params: PictureSlotParamsSchema,
        body: PagePictureUploadSchema,
        response: { 201: PagePictureUploadResponseSchema, 409: StaleWordFailureSchema, ...failures(400, 401, 404, 413, 415, 500, 503) },
      },
    },
    async (request, reply) => {
      // The slot is known before the body is read: an unknown one is refused without reading the file.
      const slot = app.pagePictures.slotOrThrow(request.params.slot);
      return inEncodeSlot(encodes, reply, async () => {
        const { bytes, fields } = await readImageUpload(request, reply, {
          maxBytes: siteImageLimits.maxBytes,
          messages: siteImageMessages,
        });
        const version = versionOf(fields);
        const image = await encodeSiteImage(bytes, slot);
        const stored = await saveSiteImage(app.db, { alt: `Page picture ${slot.id}`, image, createdBy: request.staff?.user.id ?? null });
        const key = siteImagePathPattern.exec(stored.src)![1]!;
        const answer = await wordChange(reply, async () => ({
          slot: await app.pagePictures.replace(callerOf(request), slot, key, version),
        }));
        // A 409 has been sent with the word as it is now; the image stays stored, unused, like any not published.
        return reply.sent ? reply : reply.code(201).send(answer);
      });
    },
  );
}
