/**
 * What an uploaded image is, decided by its first bytes, never by its name or declared type (campaign images, site
 * images): JPEG, PNG, WebP or AVIF. SVG (which can carry scripts), GIF, text and a renamed file are none of these.
 */
export type ImageFormat = "jpeg" | "png" | "webp" | "avif";

/** The format the first bytes announce, or null for anything else (SVG, GIF, text, a renamed file). */
export function sniffImage(head: Buffer): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") return "webp";
  // ISO base media: a box `ftyp` whose major or a compatible brand is avif (still) or avis (sequence).
  if (head.length >= 16 && head.toString("latin1", 4, 8) === "ftyp") {
    const boxEnd = Math.min(head.readUInt32BE(0), head.length);
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (at === 12) continue; // the minor version
      const brand = head.toString("latin1", at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/** Bytes read before deciding: enough for every signature above, AVIF's compatible brands included. */
export const sniffBytes = 64;

/** Pixels a decoded upload may have (50 megapixels, about 200 MB decoded at most); more is refused, not decoded. */
export const maxInputPixels = 50_000_000;
