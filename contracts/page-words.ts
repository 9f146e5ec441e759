/**
 * What the server hands the app bundle to render a page in the words staff published, or in their drafts for a
 * preview (issue 30): the app's side is app/i18n/page-words.server.ts, the server's server/web/live-pages.ts.
 */
import type { LanguageCode } from "./languages";
import type { WordOverlay } from "./published-words";

export interface PageWords {
  /** Per language, message id → text laid over that language's catalogue; a language left out reads its catalogue. */
  overlays: Readonly<Partial<Record<LanguageCode, WordOverlay>>>;
  /**
   * When set, every message id the render reads is added to it, and nothing the render builds is kept or taken from
   * what other renders built (the server learns which words each page reads: server/web/page-dependencies.ts).
   */
  read?: Set<string>;
}

/** Exported by the server build's entry module (app/entry.server.tsx): runs a render whose loaders read `words`. */
export type RenderWith = <T>(words: PageWords, render: () => T) => T;
