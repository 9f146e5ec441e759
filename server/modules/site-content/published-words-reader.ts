import type { LanguageCode } from "#contracts/languages";
import type { PublishedWords, PublishedWordsReader, WordOverlay } from "#contracts/published-words";
import type { Db } from "#server/db/database";
import { listDrafts, listPublished, newestRelease } from "./word-repository";

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
      const words: Partial<Record<LanguageCode, Record<string, string>>> = {};
      for (const row of await listPublished(db)) (words[row.lang] ??= {})[row.message_id] = row.text;
      kept = { release, words };
      return kept;
    },

    async withDrafts(lang): Promise<WordOverlay> {
      const [published, drafts] = await Promise.all([listPublished(db, lang), listDrafts(db, [lang])]);
      return Object.fromEntries([...published, ...drafts].map((row) => [row.message_id, row.text]));
    },
  };
}
