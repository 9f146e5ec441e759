import { pagePictureMessages, type PageSlot } from "#contracts/api/page-pictures";
import { siteContentMessages } from "#contracts/api/site-content";
import type { MessageId } from "#contracts/i18n/catalogue";
import { languages } from "#contracts/languages";
import { contentPageOf } from "#contracts/site-content/content-pages";
import { imageSlotOf, imageSlotsOfPage, imageWordOf, replacementOf, type ImageSlot } from "#contracts/site-content/image-slots";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { CatalogueDefaults } from "./catalogue-defaults";
import type { ContentCaller } from "./content-access";
import { loadLanguage, loadLanguages } from "./language-rows";
import { altReadiness } from "./picture-alts";
import type { SiteContentService } from "./site-content-service";
import { versionOf } from "./word-repository";

/** A picture word's text as staff see it: the build's file, or the stored widths of the replacement. */
function pictureOf(slot: ImageSlot, text: string) {
  const replacement = replacementOf(slot, text);
  return replacement ? { ...replacement, replaced: true } : { src: slot.defaultSrc, replaced: false };
}

/**
 * The Content area's pictures (decision 043): a page's slots as staff see them (the picture published and drafted,
 * the alt text of every language and whether it is ready), and a replacement saved as the picture word's draft
 * through the words service, so its version check, drafts and releases are the words'.
 */
export function createPagePictures({ db, defaults, words }: { db: Db; defaults: CatalogueDefaults; words: SiteContentService }) {
  const allLanguages = languages.map(({ code }) => code);

  async function slotView(slot: ImageSlot): Promise<PageSlot> {
    const altId = slot.altId;
    const [english, all, versions] = await Promise.all([
      loadLanguage(db, defaults, "en"),
      loadLanguages(db, defaults, allLanguages),
      Promise.all(allLanguages.map((lang) => versionOf(db, { lang, id: altId }))),
    ]);
    const word = english.field(imageWordOf(slot.id) as MessageId);
    const readiness = word.draft ? await altReadiness(db, slot, word.draft.at) : undefined;
    return {
      id: slot.id,
      width: slot.width,
      height: slot.height,
      widths: [...slot.widths],
      altId,
      word,
      published: pictureOf(slot, word.text),
      draft: word.draft ? pictureOf(slot, word.draft.text) : null,
      alts: all.map((inLang, index) => {
        const field = inLang.field(altId);
        return {
          lang: inLang.lang,
          text: field.draft?.text ?? field.text,
          hasDraft: field.draft !== null,
          version: versions[index]!,
          ready: readiness?.get(inLang.lang) ?? true,
        };
      }),
    };
  }

  const slotOrThrow = (id: string) => {
    const slot = imageSlotOf(id);
    if (!slot) throw new HttpError(404, { code: "slotNotFound", message: pagePictureMessages.slotNotFound });
    return slot;
  };

  return {
    slotOrThrow,

    /** The pictures of a Content area page (none for a page without any). */
    async ofPage(pageKey: string): Promise<PageSlot[]> {
      if (!contentPageOf(pageKey)) throw new HttpError(404, siteContentMessages.pageNotFound);
      return Promise.all(imageSlotsOfPage(pageKey).map(slotView));
    },

    /** Saves a stored image's key as the draft of the slot's picture word (409 when the word moved since `version`). */
    async replace(caller: ContentCaller, slot: ImageSlot, key: string, version: number): Promise<PageSlot> {
      await words.saveDraft(caller, "en", imageWordOf(slot.id), { text: key, version });
      return slotView(slot);
    },
  };
}

export type PagePictures = ReturnType<typeof createPagePictures>;
