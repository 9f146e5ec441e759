/**
 * The pages' pictures staff replace in the Content area (issue 30, decision 043). A picture is a slot
 * (contracts/site-content/image-slots.ts) whose value is the language-neutral word `images.<slot>`; an upload stores
 * the image as a site image (./site-images.ts) and saves its key as that word's draft, published with the words.
 *
 * - GET  /api/staff/content/pages/{key}/pictures  the page's slots: picture (published and draft) and alt texts
 *                                                 per language, with whether each is ready for the picture's draft
 * - POST /api/staff/content/images/{slot}/picture multipart: one file `image` (JPEG, PNG, WebP or AVIF by its bytes,
 *                                                 at most 10 MB) and `version` (the word's, 409 when it moved) →
 *                                                 201 the new draft; editors and administrators only
 *
 * A publish that includes a picture's draft is refused (400 `altTextMissing`) until the slot's alt word of every
 * language was saved (or approved) at or after the picture's draft, or published since.
 */
import { z } from "zod/mini";
import { languageCodes } from "../forms/fields";
import { apiData } from "./responses";
import { ContentFieldSchema } from "./site-content";
import { siteImageLimits } from "./site-images";

export const pagePictureMessages = {
  slotNotFound: "No such picture on the site's pages",
  versionInvalid: "Send the version of the picture you replaced (a whole number, 0 for one never replaced)",
  altTextMissing: "Write or confirm the picture's description (alt text) in every language before publishing it",
} as const;

/** "Write or confirm … : about.story lacks de, fr" — the slot and the languages, for the publish's refusal. */
export const altTextMissingMessage = (slot: string, langs: readonly string[]) =>
  `${pagePictureMessages.altTextMissing}: the picture "${slot}" still needs it in ${langs.join(", ")}`;

export const PictureSlotParamsSchema = z.object({ slot: z.string().check(z.maxLength(100)) });

/** The multipart form of an upload (described for the API's documentation; read as it streams). */
export const PagePictureUploadSchema = z.object({
  image: z
    .string()
    .check(z.meta({ format: "binary", description: `A JPEG, PNG, WebP or AVIF image of at most ${siteImageLimits.maxBytes} bytes` })),
  version: z.string().check(z.meta({ description: "The picture word's version the replacement was chosen from" })),
});

/** A picture as staff see it: where it is served (the build's file or the stored widest width). */
const PictureSchema = z.object({ src: z.string(), srcSet: z.optional(z.string()), replaced: z.boolean() });

export const PageAltStatusSchema = z.object({
  lang: z.enum(languageCodes),
  /** The text in force (a draft, else the published or the catalogue's). */
  text: z.string(),
  hasDraft: z.boolean(),
  /** The alt word's version in this language, for confirming it as it is. */
  version: z.number(),
  /** Written, approved or published at or after the picture's draft: nothing stops the picture's publish here. */
  ready: z.boolean(),
});

export const PageSlotSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  widths: z.array(z.number()),
  altId: z.string(),
  /** The picture word (`images.<slot>`), its version for the next upload and its draft. */
  word: ContentFieldSchema,
  published: PictureSchema,
  draft: z.nullable(PictureSchema),
  alts: z.array(PageAltStatusSchema),
});
export type PageSlot = z.infer<typeof PageSlotSchema>;
export const PageSlotsResponseSchema = apiData(z.object({ slots: z.array(PageSlotSchema) }));

export const PagePictureUploadResponseSchema = apiData(z.object({ slot: PageSlotSchema }));
