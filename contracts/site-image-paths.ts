/**
 * Where the site's uploaded images are served (issue 30): /media/uploads/<key>-<width>.webp, one file per width the
 * pages ask for. Zod-free, so a public page can build an image's `srcset` without loading the API's schemas.
 */
export const siteImageWidths = [640, 1280] as const;
export type SiteImageWidth = (typeof siteImageWidths)[number];

/** An uploaded image's path at one of its widths. */
export const siteImagePathPattern = /^\/media\/uploads\/([A-Za-z0-9_-]{16,64})-(640|1280)\.webp$/;

export const siteImagePath = (key: string, width: SiteImageWidth) => `/media/uploads/${key}-${width}.webp`;

/**
 * The `srcset` of an uploaded image, from the path of any of its widths; undefined for any other path (the site's own
 * SVGs, which have one size for every screen).
 */
export function siteImageSrcSet(path: string): string | undefined {
  const key = siteImagePathPattern.exec(path)?.[1];
  return key ? siteImageWidths.map((width) => `${siteImagePath(key, width)} ${width}w`).join(", ") : undefined;
}
