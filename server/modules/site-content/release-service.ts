import { contentLimits, siteContentMessages as m, type Release, type ReleaseDetail, type ReleaseList } from "#contracts/api/site-content";
import type { MessageId } from "#contracts/i18n/catalogue";
import type { LanguageCode } from "#contracts/languages";
import type { Db } from "#server/db/database";
import type { SiteReleaseChange } from "#server/db/site-words-schema";
import { HttpError } from "#server/errors";
import { nowIso } from "#server/lib/time";
import type { CatalogueDefaults } from "./catalogue-defaults";
import { assertMayRestore, type ContentCaller } from "./content-access";
import { loadLanguages } from "./language-rows";
import type { ReleaseListener } from "./publish-drafts";
import { toRelease } from "./release-mapper";
import { applyChanges, findRelease, insertRelease, listPublished, listReleases, releasesAfter, releasesUpTo } from "./word-repository";

const keyOf = (change: { lang: LanguageCode; id: string }) => `${change.lang}\u0000${change.id}`;

/** What a word was right after a release: the newest change to it up to that release; none means the catalogue's default. */
type WordAfter = Pick<SiteReleaseChange, "after" | "state" | "source">;
const catalogueDefault: WordAfter = { after: null, state: null, source: null };

/**
 * The history of published words (issue 30): the releases, one release beside the words now, and a restore, which
 * is itself a new release putting back every word changed after release N to its text right after N (back to the
 * catalogue's default where N had none).
 */
export function createReleaseService({
  db,
  defaults,
  now = () => new Date(),
  onRelease,
}: {
  db: Db;
  defaults: CatalogueDefaults;
  now?: () => Date;
  onRelease?: ReleaseListener;
}) {
  const releaseOrThrow = async (id: number) => {
    const release = await findRelease(db, id);
    if (!release) throw new HttpError(404, m.releaseNotFound);
    return release;
  };

  return {
    async list(page: number): Promise<ReleaseList> {
      const { items, total } = await listReleases(db, page, contentLimits.releasesPerPage);
      return { items: items.map(toRelease), total };
    },

    /** The words a release touched: each one's text right after it, beside the text in force now. */
    async detail(id: number): Promise<ReleaseDetail> {
      const release = await releaseOrThrow(id);
      const langs = [...new Set(release.changes.map((change) => change.lang))];
      const words = new Map((await loadLanguages(db, defaults, langs)).map((each) => [each.lang, each]));
      const changes = release.changes
        .filter((change) => defaults.has(change.id))
        .map((change) => {
          const inLanguage = words.get(change.lang)!;
          const id = change.id as MessageId;
          const fallback = defaults.catalogue(change.lang)[id] ?? defaults.english[id]!;
          return {
            lang: change.lang,
            id,
            english: inLanguage.englishOf(id),
            atRelease: change.after ?? fallback,
            current: inLanguage.textOf(id),
          };
        });
      return { release: toRelease(release), changes };
    },

    /** Restores release `id`: 403 for translators, 404 unknown, 400 `nothingToRestore` when the words already are so. */
    async restore(caller: ContentCaller, id: number): Promise<Release> {
      assertMayRestore(caller);
      await releaseOrThrow(id);
      const releaseId = await db.transaction().execute(async (trx) => {
        const later = await releasesAfter(trx, id);
        const touched = new Map(later.flatMap((release) => release.changes.map((change) => [keyOf(change), change] as const)));
        const wanted = new Map<string, WordAfter>();
        for (const release of await releasesUpTo(trx, id)) {
          for (const change of release.changes)
            if (touched.has(keyOf(change)) && !wanted.has(keyOf(change))) wanted.set(keyOf(change), change);
        }
        const published = new Map((await listPublished(trx)).map((row) => [keyOf({ lang: row.lang, id: row.message_id }), row]));
        const changes: SiteReleaseChange[] = [];
        for (const [key, word] of touched) {
          const target = wanted.get(key) ?? catalogueDefault;
          const current = published.get(key);
          const same = current
            ? current.text === target.after && current.state === target.state && current.source_hash === target.source
            : target.after === null;
          if (!same) changes.push({ lang: word.lang, id: word.id, before: current?.text ?? null, ...target });
        }
        if (changes.length === 0) throw new HttpError(400, { code: "nothingToRestore", message: m.nothingToRestore });
        const languages = [...new Set(changes.map((change) => change.lang))].sort();
        const restored = await insertRelease(trx, {
          at: nowIso(now()),
          byId: caller.id,
          action: "restore",
          restoredFrom: id,
          languages,
          changes,
        });
        await applyChanges(trx, changes, restored);
        return restored;
      });
      onRelease?.(releaseId);
      return toRelease((await findRelease(db, releaseId))!);
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
