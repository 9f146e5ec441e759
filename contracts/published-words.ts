/**
 * The words staff have published on top of the catalogues (issue 30). The repository's catalogues
 * (locales/<lang>.json) are the defaults a fresh install starts from; what staff publish in the Content area is kept
 * in the database and laid over them, per language and message id. The site-content module owns it; the web host
 * reads it to render pages in their published words, and every instance of a fleet follows the newest release.
 */
import type { LanguageCode } from "./languages";

/** Message id → text, only the messages staff have changed in one language. */
export type WordOverlay = Readonly<Record<string, string>>;

/** Every published change, by language, and the release they make up. */
export interface PublishedWords {
  /** The newest release (a publish or a restore); 0 when staff have never published. */
  release: number;
  words: Readonly<Partial<Record<LanguageCode, WordOverlay>>>;
}

export interface PublishedWordsReader {
  /** The newest release number: one cheap query, asked every second by every instance. */
  currentRelease(): Promise<number>;
  /** Every published change, with the release it makes up. */
  published(): Promise<PublishedWords>;
  /** One language's published changes with its drafts laid over them, for a staff preview of the page. */
  withDrafts(lang: LanguageCode): Promise<WordOverlay>;
}
