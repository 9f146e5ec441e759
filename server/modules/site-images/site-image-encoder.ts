/**
 * An upload decoded and written again for the pages (decision 036's sharp, issue 30): turned upright, without
 * metadata (camera, place, time), as WebP at each width the pages ask for (`siteImageLimits.widths`, or a page
 * picture slot's), never wider than the original. Transparency is kept (WebP has it). A page picture is cropped to
 * its slot's aspect first (centred), so the page's reserved box fits it exactly (decision 043).
 */
import sharp from "sharp";
import { siteImageLimits, siteImageMessages } from "#contracts/api/site-images";
import type { SiteImageWidth } from "#contracts/site-image-paths";
import { HttpError } from "#server/errors";
import { maxInputPixels } from "#server/lib/image-bytes";

export interface EncodedSiteImage {
  /** The widest version's size. */
  width: number;
  height: number;
  versions: { width: SiteImageWidth; bytes: Buffer }[];
}

/** A page picture slot's shape (its aspect) and the widths it is kept in. */
export interface ImageShape {
  width: number;
  height: number;
  widths: readonly SiteImageWidth[];
}

/** The size of each version: at most `width` wide, within the upright original, and of the shape's aspect when given. */
function sizeAt(width: number, original: { width: number; height: number }, shape: ImageShape | undefined) {
  if (!shape) return { width: Math.min(width, original.width) };
  // The largest box of the shape's aspect inside the original, then no wider than asked.
  const cropWidth = Math.min(original.width, Math.floor((original.height * shape.width) / shape.height));
  const scaled = Math.max(1, Math.min(width, cropWidth));
  return { width: scaled, height: Math.max(1, Math.round((scaled * shape.height) / shape.width)), fit: "cover" as const };
}

export async function encodeSiteImage(bytes: Buffer, shape?: ImageShape): Promise<EncodedSiteImage> {
  try {
    const input = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" });
    const meta = await input.metadata();
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const original = { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0 };
    const upright = input.rotate();
    const versions: EncodedSiteImage["versions"] = [];
    let widest = { width: 0, height: 0 };
    for (const width of shape?.widths ?? siteImageLimits.widths) {
      const { data, info } = await upright
        .clone()
        .resize({ ...sizeAt(width, original, shape), withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      versions.push({ width, bytes: data });
      widest = { width: info.width, height: info.height };
    }
    return { ...widest, versions };
  } catch {
    // Corrupt or truncated data, or more pixels than allowed: the sender's file, not the server.
    throw new HttpError(400, siteImageMessages.imageUnreadable, [
      { field: "image", code: "imageUnreadable", message: siteImageMessages.imageUnreadable },
    ]);
  }
}
