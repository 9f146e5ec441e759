/**
 * A page's replaceable picture (decision 043): the build's own picture until staff replace it in the Content area,
 * then the stored, re-encoded widths of the replacement (served from /media/uploads/). The picture is the
 * language-neutral word `images.<slot>` read through the page's translator, so the live re-render of the pages that
 * read a changed word (app/i18n/catalogue.server.ts) covers pictures too. Only loaders call this: the page receives
 * plain image data.
 */
import type { MessageId } from "#contracts/i18n/catalogue";
import type { Translate } from "#contracts/i18n/translate";
import { imageSlotOf, imageWordOf } from "#contracts/site-content/image-slots";
import { siteImagePath } from "#contracts/site-image-paths";
import type { MediaImage } from "./types";

/** A stored site image's key (what the word holds once replaced); anything else is the build's picture. */
const storedKey = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * `image` (the build's picture, unchanged, so a page nobody changed renders exactly as before), or the slot's
 * replacement: its widest stored width as `src`, every width in `srcSet`, in the slot's shape; a replacement has
 * no dark variant.
 */
export function pagePicture<Image extends MediaImage>(t: Translate, slotId: string, image: Image): Image {
  const slot = imageSlotOf(slotId);
  if (!slot) throw new Error(`No picture slot "${slotId}"`);
  const key = t(imageWordOf(slotId) as MessageId);
  if (!storedKey.test(key)) return image;
  const { srcDark: _dark, ...rest } = image;
  const widest = slot.widths[slot.widths.length - 1]!;
  return {
    ...rest,
    src: siteImagePath(key, widest),
    srcSet: slot.widths.map((width) => `${siteImagePath(key, width)} ${width}w`).join(", "),
    width: slot.width,
    height: slot.height,
  } as Image;
}
