import type { Generated } from "kysely";
/**
 * The tables of uploaded images, part of the Database of ./schema.ts: campaign images (issue 32, the campaigns module)
 * and the site's own images (issue 30, the site-images module).
 */

/** An image uploaded for campaign mails (issue 32), re-encoded; public at /media/campaign/<public_key>.<jpg|png>. */
/** The site's own images (issue 30): one row an upload; its versions by width are site_image_files. */
export interface SiteImagesTable {
  id: Generated<number>;
  /** Random, URL-safe: the file name in the public paths. */
  public_key: string;
  /** What the image shows (alt text), as the uploader wrote it. */
  alt: string;
  /** The widest version's size. */
  width: number;
  height: number;
  created_by: number | null;
  created_at: string;
}

/** One width of a site image, re-encoded as WebP. */
export interface SiteImageFilesTable {
  image_id: number;
  /** The width the pages ask for (640 or 1280); the version itself is no wider than the original. */
  width: number;
  bytes: Buffer;
}

export interface CampaignImagesTable {
  id: Generated<number>;
  /** Random, URL-safe: the file name in the public path. */
  public_key: string;
  /** image/jpeg or image/png. */
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
  /** The id of the staff account that uploaded it. */
  created_by: number | null;
  created_at: string;
}
