/**
 * An upload decoded and written again for the pages (decision 036's sharp, issue 30): turned upright, without
 * metadata (camera, place, time), as WebP at each width the pages ask for (`siteImageLimits.widths`), never wider than
 * the original. Transparency is kept (WebP has it).
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

export async function encodeSiteImage(bytes: Buffer): Promise<EncodedSiteImage> {
  try {
    const upright = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" }).rotate();
    const versions: EncodedSiteImage["versions"] = [];
    let widest = { width: 0, height: 0 };
    for (const width of siteImageLimits.widths) {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
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
