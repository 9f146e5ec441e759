import type { Generated } from "kysely";
import type { LanguageCode } from "#contracts/languages";

/**
 * The tables of the words staff publish (issue 30, migration 2026-11-29-020-site-words), part of the Database of
 * ./schema.ts; the site-content module (server/modules/site-content/word-repository.ts) is their one owner.
 */
/** How a word staff wrote stands: written, or approved by a reviewer (issue 30). */
export type SiteWordState = "translated" | "reviewed";

/** A word staff published (issue 30): laid over locales/<lang>.json for its language and message id. */
export interface SiteWordsTable {
  lang: LanguageCode;
  message_id: string;
  text: string;
  state: SiteWordState;
  /** sourceHash (server/i18n/translation-status.ts) of the English it translates; null for English itself. */
  source_hash: string | null;
  /** The release (site_releases.id) that published it. */
  release_id: number;
}

/** A word's draft, until it is published or discarded. */
export interface SiteWordDraftsTable {
  lang: LanguageCode;
  message_id: string;
  text: string;
  state: SiteWordState;
  /** sourceHash of the English in force when it was written; null for English. */
  source_hash: string | null;
  /** A staff_users id; null once the account was deleted. */
  author_id: number | null;
  saved_at: string;
}

/** Each word's int32 version, for 409 conflicts; no row means version 0. */
export interface SiteWordVersionsTable {
  lang: LanguageCode;
  message_id: string;
  version: number;
}

/** One change a release made: the text before and after (null: the catalogue's default), and the after's status. */
export interface SiteReleaseChange {
  lang: LanguageCode;
  id: string;
  before: string | null;
  after: string | null;
  state: SiteWordState | null;
  source: string | null;
}

/** A publish or a restore: its id is the release number every instance follows. */
export interface SiteReleasesTable {
  id: Generated<number>;
  at: string;
  /** A staff_users id; null once the account was deleted. */
  by_id: number | null;
  action: "publish" | "restore";
  restored_from: number | null;
  /** JSON array of the languages it changed. */
  languages: string;
  /** JSON array of SiteReleaseChange. */
  changes: string;
}
