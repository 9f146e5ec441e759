import { randomBytes } from "node:crypto";
import { siteImagePath, siteImageSrcSet, type SiteImage } from "#contracts/api/site-images";
import type { Db } from "#server/db/database";
import { nowIso } from "#server/lib/time";
import type { EncodedSiteImage } from "./site-image-encoder";

/** Stores an encoded image and its versions in one transaction, under a new random key. */
export async function saveSiteImage(db: Db, { alt, image, createdBy }: { alt: string; image: EncodedSiteImage; createdBy: number | null }) {
  const key = randomBytes(18).toString("base64url");
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("site_images")
      .values({ public_key: key, alt, width: image.width, height: image.height, created_by: createdBy, created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("site_image_files")
      .values(image.versions.map((version) => ({ image_id: row.id, width: version.width, bytes: version.bytes })))
      .execute();
    return row.id;
  });
  const src = siteImagePath(key, 1280);
  return { id, src, srcSet: siteImageSrcSet(src)!, alt, width: image.width, height: image.height } satisfies SiteImage;
}

/** The bytes of one width of the image at `key`, or undefined. */
export async function findSiteImageVersion(db: Db, key: string, width: number) {
  return db
    .selectFrom("site_image_files")
    .innerJoin("site_images", "site_images.id", "site_image_files.image_id")
    .select("site_image_files.bytes")
    .where("site_images.public_key", "=", key)
    .where("site_image_files.width", "=", width)
    .executeTakeFirst();
}
