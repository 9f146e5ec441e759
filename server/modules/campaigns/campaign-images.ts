/**
 * Images for campaign mails (issue 32, docs/decisions/036-sharp-for-campaign-images.md). An upload is accepted by its
 * bytes (JPEG, PNG, WebP or AVIF; never by its name or declared type, and never SVG), then decoded and written again
 * by sharp: at most `campaignImageLimits.maxWidth` wide, turned upright, without metadata (camera, place, time), as
 * JPEG, which every mail client shows, or PNG when it has transparency. Only the re-encoded bytes are kept, in the
 * database, under a random public key.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { campaignImageLimits, campaignMessages, type CampaignImage } from "#contracts/api/campaigns";
import type { Db } from "#server/db/database";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";
import { HttpError } from "#server/errors";
import { maxInputPixels } from "#server/lib/image-bytes";
import { nowIso } from "#server/lib/time";

export interface EncodedImage {
  mime: "image/jpeg" | "image/png";
  width: number;
  height: number;
  bytes: Buffer;
}

/** The upload decoded and written again for mail: see the module's comment. Throws 400 when it cannot be decoded. */
export async function reencode(bytes: Buffer): Promise<EncodedImage> {
  try {
    const input = () => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" });
    const { hasAlpha } = await input().metadata();
    const transparent = hasAlpha === true && !(await input().stats()).isOpaque;
    const resized = input().rotate().resize({ width: campaignImageLimits.maxWidth, withoutEnlargement: true });
    const { data, info } = transparent
      ? await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await resized.flatten({ background: "#ffffff" }).jpeg({ quality: 80, progressive: true }).toBuffer({ resolveWithObject: true });
    return { mime: transparent ? "image/png" : "image/jpeg", width: info.width, height: info.height, bytes: data };
  } catch {
    // Corrupt or truncated data, or more pixels than allowed: the sender's file, not the server.
    throw new HttpError(400, campaignMessages.imageUnreadable, [
      { field: "image", code: "imageUnreadable", message: campaignMessages.imageUnreadable },
    ]);
  }
}

const extensionOf = (mime: string) => (mime === "image/png" ? "png" : "jpg");

/** The public path of a stored image. */
export const campaignImagePath = (key: string, mime: string) => `/media/campaign/${key}.${extensionOf(mime)}`;

/** Stores a re-encoded image under a new random key. */
export async function saveCampaignImage(db: Db, image: EncodedImage, createdBy: number | null): Promise<CampaignImage> {
  const key = randomBytes(18).toString("base64url");
  const row = await db
    .insertInto("campaign_images")
    .values({
      public_key: key,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      created_by: createdBy,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, url: campaignImagePath(key, image.mime), width: image.width, height: image.height };
}

/** The image at `key` whose path ends in `extension` (jpg or png, as its mime), or undefined. */
export async function findCampaignImage(db: Db, key: string, extension: string) {
  const row = await db.selectFrom("campaign_images").select(["mime", "bytes"]).where("public_key", "=", key).executeTakeFirst();
  return row && extensionOf(row.mime) === extension ? row : undefined;
}

/** The width of each stored image among `paths` (/media/campaign/<key>.<ext>), by path; unknown paths are left out. */
export async function imageWidths(db: DbOrTx, paths: readonly string[]): Promise<Map<string, number>> {
  const keys = paths.map((p) => /^\/media\/campaign\/([^/.]+)\./.exec(p)?.[1]).filter((k): k is string => k !== undefined);
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom("campaign_images").select(["public_key", "mime", "width"]).where("public_key", "in", keys).execute();
  return new Map(rows.map((r) => [campaignImagePath(r.public_key, r.mime), r.width]));
}
