/**
 * The site's own images (issue 30, items 3 and 7): staff upload a photograph or picture for a blog post (and, next, for
 * any page); the server keeps it re-encoded in the widths the pages use, as WebP, and serves it from this origin.
 *
 * - POST /api/staff/site-images   multipart: one file `image` (JPEG, PNG, WebP or AVIF by its bytes, at most 10 MB) and
 *                                 the text field `alt` (what the image shows, required) → 201 data: SiteImage
 * - GET  /media/uploads/<key>-<640|1280>.webp   the image at that width (at most: a smaller original is not enlarged),
 *                                 public, cached for a year
 */
import { z } from "zod/mini";
import { siteImageWidths } from "../site-image-paths";
import { apiData } from "./responses";

export { siteImagePath, siteImagePathPattern, siteImageSrcSet } from "../site-image-paths";

export const siteImageLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** The widths the pages ask for: a phone's column and a wide screen's (twice the 640 px article column). */
  widths: siteImageWidths,
  altMax: 250,
  accept: "image/jpeg,image/png,image/webp,image/avif",
} as const;

export const siteImageMessages = {
  imageMissing: "Choose an image file to upload",
  imageType: "Upload a JPEG, PNG, WebP or AVIF image (SVG, GIF and other files are not accepted)",
  imageTooLarge: "The image must be at most 10 MB",
  imageUnreadable: "This image could not be read; save it again as JPEG or PNG and upload that",
  altRequired: "Describe what the image shows (alt text)",
  altTooLong: `The description must be at most ${siteImageLimits.altMax} characters`,
} as const;

/** The multipart form of POST /api/staff/site-images (described for the API's documentation; read as it streams). */
export const SiteImageUploadSchema = z.object({
  image: z.string().check(z.meta({ format: "binary", description: "A JPEG, PNG, WebP or AVIF image of at most 10 MB" })),
  alt: z.string().check(z.meta({ description: "What the image shows, for people who cannot see it" })),
});

/** An uploaded image: its widest version's path (`src`), every width (`srcSet`), its description and its size. */
export const SiteImageSchema = z.object({
  id: z.number(),
  src: z.string(),
  srcSet: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});
export type SiteImage = z.infer<typeof SiteImageSchema>;
export const SiteImageResponseSchema = apiData(SiteImageSchema);
