/**
 * A page's replaceable picture (decision 043): the build's own picture until staff replace it in the Content area,
 * then the stored, re-encoded widths of the replacement (served from /media/uploads/). The picture is the
 * language-neutral word `images.<slot>` read through the page's translator, so the live re-render of the pages that
 * read a changed word (app/i18n/catalogue.server.ts) covers pictures too. Only loaders call this: the page receives
 * plain image data.
 */
import type { MessageId } from "#contracts/i18n/catalogue";
import type { Translate } from "#contracts/i18n/translate";
import { imageSlotOf, imageWordOf, replacementOf } from "#contracts/site-content/image-slots";
import type { MediaImage } from "./types";

/**
 * `image` (the build's picture, unchanged, so a page nobody changed renders exactly as before), or the slot's
 * replacement: its widest stored width as `src`, every width in `srcSet`, in the slot's shape; a replacement has
 * no dark variant.
 */
export function pagePicture<Image extends MediaImage>(t: Translate, slotId: string, image: Image): Image {
  const slot = imageSlotOf(slotId);
  if (!slot) throw new Error(`No picture slot "${slotId}"`);
  const replacement = replacementOf(slot, t(imageWordOf(slotId) as MessageId));
  if (!replacement) return image;
  const { srcDark: _dark, ...rest } = image;
  return { ...rest, ...replacement, width: slot.width, height: slot.height } as Image;
}
