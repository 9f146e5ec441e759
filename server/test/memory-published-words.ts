import type { LanguageCode } from "#contracts/languages";
import type { PublishedWords, PublishedWordsReader, WordOverlay } from "#contracts/published-words";

/**
 * Published words kept in memory, for tests of what follows them (pages, mails, the preview): the
 * PublishedWordsReader the site-content module implements over the database, without its database.
 */
export class MemoryPublishedWords implements PublishedWordsReader {
  #release = 0;
  #words: Partial<Record<LanguageCode, WordOverlay>> = {};
  #drafts: Partial<Record<LanguageCode, WordOverlay>> = {};
  /** How many times currentRelease() was asked. */
  releaseChecks = 0;

  /** A new release laying `words` over what `lang` had. */
  publish(lang: LanguageCode, words: WordOverlay): number {
    this.#words = { ...this.#words, [lang]: { ...this.#words[lang], ...words } };
    return ++this.#release;
  }

  /** Drafts for `lang`, seen only through withDrafts(). */
  draft(lang: LanguageCode, words: WordOverlay) {
    this.#drafts = { ...this.#drafts, [lang]: { ...this.#drafts[lang], ...words } };
  }

  async currentRelease(): Promise<number> {
    this.releaseChecks++;
    return this.#release;
  }

  async published(): Promise<PublishedWords> {
    return { release: this.#release, words: this.#words };
  }

  async withDrafts(lang: LanguageCode): Promise<WordOverlay> {
    return { ...this.#words[lang], ...this.#drafts[lang] };
  }
}
