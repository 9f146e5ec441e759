import { altTextMissingMessage } from "#contracts/api/page-pictures";
import { languages, type LanguageCode } from "#contracts/languages";
import { imageSlotOfWord, type ImageSlot } from "#contracts/site-content/image-slots";
import { HttpError } from "#server/errors";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";
import { writtenAt, type DraftRow } from "./word-repository";

/**
 * The rule of decision 043: a new picture needs its description in every language. A language is ready when the
 * slot's alt word was saved as a draft (written, or confirmed as it is: saved again or approved) or published at or
 * after the picture's draft was saved. Returns each language's readiness.
 */
export async function altReadiness(db: DbOrTx, slot: ImageSlot, pictureSavedAt: string): Promise<Map<LanguageCode, boolean>> {
  const times = await writtenAt(db, slot.altId);
  // ISO 8601 times of one clock (nowIso) compare as text.
  return new Map(languages.map(({ code }) => [code, (times.get(code) ?? []).some((at) => at >= pictureSavedAt)]));
}

/** Refuses (400 `altTextMissing`, naming the slot and the languages) a publish of picture drafts whose alt texts are not all ready. */
export async function assertPictureAltsReady(db: DbOrTx, englishDrafts: readonly Pick<DraftRow, "message_id" | "saved_at">[]) {
  for (const draft of englishDrafts) {
    const slot = imageSlotOfWord(draft.message_id);
    if (!slot) continue;
    const readiness = await altReadiness(db, slot, draft.saved_at);
    const missing = [...readiness].filter(([, ready]) => !ready).map(([lang]) => lang);
    if (missing.length > 0) {
      const message = altTextMissingMessage(slot.id, missing);
      throw new HttpError(400, { code: "altTextMissing", message }, [{ field: slot.altId, code: "altTextMissing", message }]);
    }
  }
}
