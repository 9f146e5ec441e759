import { isLanguageNeutral } from "#contracts/i18n/catalogue";
import { languages, type LanguageCode } from "#contracts/languages";
import type { PublishedWords, PublishedWordsReader, WordOverlay } from "#contracts/published-words";
import type { Db } from "#server/db/database";
import { listDrafts, listPublished, newestRelease, type PublishedRow } from "./word-repository";

type Row = Pick<PublishedRow, "lang" | "message_id" | "text">;

/**
 * Rows as overlays by language, with each English language-neutral word (a company fact, decision 042) laid into
 * every language's overlay too: staff publish it once, in English, and every language's pages read it, so a change
 * to it is a change in every language (server/lib/live-words.ts re-renders those pages).
 */
export function overlaysOf(rows: readonly Row[], langs: readonly LanguageCode[]): Partial<Record<LanguageCode, Record<string, string>>> {
  const words: Partial<Record<LanguageCode, Record<string, string>>> = {};
  for (const row of rows) {
    if (row.lang !== "en" && isLanguageNeutral(row.message_id)) continue;
    const into = row.lang === "en" && isLanguageNeutral(row.message_id) ? langs : [row.lang];
    for (const lang of into) (words[lang] ??= {})[row.message_id] = row.text;
  }
  return words;
}

const allLanguages: readonly LanguageCode[] = languages.map(({ code }) => code);

/**
 * What the web host reads (contracts/published-words.ts): the newest release number, one read of the releases'
 * primary key that every instance asks every second; every published word, read again only when that number has
 * moved (kept with the number it was read at); and one language's words with its drafts over them, for a preview.
 */
export function createPublishedWordsReader(db: Db): PublishedWordsReader {
  let kept: PublishedWords | undefined;
  return {
    currentRelease: () => newestRelease(db),

    async published() {
      const release = await newestRelease(db);
      if (kept?.release === release) return kept;
      // Read after the number: words newer than it are read again at the next number, never missed.
      kept = { release, words: overlaysOf(await listPublished(db), allLanguages) };
      return kept;
    },

    async withDrafts(lang): Promise<WordOverlay> {
      // The language's own words and, for the neutral ones, English's (published, then drafts over them).
      const langs: LanguageCode[] = lang === "en" ? ["en"] : ["en", lang];
      const [published, drafts] = await Promise.all([
        Promise.all(langs.map((each) => listPublished(db, each))).then((lists) => lists.flat()),
        listDrafts(db, langs),
      ]);
      return overlaysOf([...published, ...drafts], [lang])[lang] ?? {};
    },
  };
}
