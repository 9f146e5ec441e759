import { siteContentMessages as m, type Release } from "#contracts/api/site-content";
import type { LanguageCode } from "#contracts/languages";
import type { Db } from "#server/db/database";
import type { SiteReleaseChange } from "#server/db/site-words-schema";
import { HttpError } from "#server/errors";
import { toRelease } from "./release-mapper";
import { assertPictureAltsReady } from "./picture-alts";
import { applyChanges, findRelease, insertRelease, listDrafts, listPublished, takeDrafts } from "./word-repository";

/** Told the number of each new release (a publish or a restore). */
export type ReleaseListener = (release: number) => void;

/**
 * Publishes the drafts of `langs` in one transaction, as one release: each draft becomes the word's published
 * text (English as `reviewed`, the source), its version moves on, and the release records the text before and
 * after each change. The drafts are taken out atomically, so two publishes at once never publish one draft twice.
 * 400 `nothingToPublish` when there is no draft; 400 `altTextMissing` when a picture's draft lacks its alt texts.
 */
export async function publishDrafts(
  db: Db,
  { langs, byId, at }: { langs: readonly LanguageCode[]; byId: number; at: string },
): Promise<Release> {
  if (langs.length === 0) throw new HttpError(400, { code: "nothingToPublish", message: m.nothingToPublish });
  const id = await db.transaction().execute(async (trx) => {
    // A replaced page picture goes out only with its description in every language (decision 043).
    if (langs.includes("en")) await assertPictureAltsReady(trx, await listDrafts(trx, ["en"]));
    const drafts = await takeDrafts(trx, langs);
    if (drafts.length === 0) throw new HttpError(400, { code: "nothingToPublish", message: m.nothingToPublish });
    const published = new Map((await listPublished(trx)).map((row) => [`${row.lang}\u0000${row.message_id}`, row.text]));
    const changes: SiteReleaseChange[] = drafts.map((draft) => ({
      lang: draft.lang,
      id: draft.message_id,
      before: published.get(`${draft.lang}\u0000${draft.message_id}`) ?? null,
      after: draft.text,
      state: draft.lang === "en" ? "reviewed" : draft.state,
      source: draft.lang === "en" ? null : draft.source_hash,
    }));
    const languages = [...new Set(changes.map((change) => change.lang))].sort();
    const releaseId = await insertRelease(trx, { at, byId, action: "publish", restoredFrom: null, languages, changes });
    await applyChanges(trx, changes, releaseId);
    return releaseId;
  });
  return toRelease((await findRelease(db, id))!);
}
