import sharp from "sharp";
import type { Db } from "#server/db/database";

/** A plain picture of `width` × `height` as JPEG or PNG bytes, for upload tests. */
export function testPicture(width: number, height: number, format: "png" | "jpeg" = "jpeg") {
  const canvas = sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } });
  return (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
}

/** How many site images are stored: a refused upload leaves it as it was. */
export async function countStoredImages(db: Db) {
  const row = await db
    .selectFrom("site_images")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
