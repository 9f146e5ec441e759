import type { ContentField, WordStatus } from "#contracts/api/site-content";
import type { MessageId } from "#contracts/i18n/catalogue";
import { maxLengthOf, placeholderNamesOf } from "#contracts/i18n/check-word";
import { wordFormatOf } from "#contracts/site-content/formatted-words";
import type { LanguageCode } from "#contracts/languages";
import { sourceHash, type StatusEntry } from "#server/i18n/translation-status";
import type { CatalogueDefaults } from "./catalogue-defaults";
import type { DraftRow, PublishedRow } from "./word-repository";

/** What the database holds for one language, as read for one answer. */
export interface LanguageRows {
  /** Staff's published English, by id: the English every language's status is measured against. */
  englishOverlay: ReadonlyMap<string, string>;
  published: ReadonlyMap<string, PublishedRow>;
  drafts: ReadonlyMap<string, DraftRow>;
  versions: ReadonlyMap<string, number>;
}

export interface WordsInLanguage {
  lang: LanguageCode;
  /** The English in force: staff's published English, else the catalogue's. */
  englishOf(id: MessageId): string;
  /** The English a text in this language is checked against: the catalogue's for English (its placeholders are the code's), else the English in force. */
  checkedAgainst(id: MessageId): string;
  textOf(id: MessageId): string;
  statusOf(id: MessageId): WordStatus;
  hasDraft(id: MessageId): boolean;
  field(id: MessageId): ContentField;
}

/** sourceHash of each English text met, kept: the overview measures every word of every language against its English. */
const hashes = new Map<string, string>();
function hashOf(english: string): string {
  let hash = hashes.get(english);
  if (hash === undefined) {
    if (hashes.size > 50_000) hashes.clear();
    hash = sourceHash(english);
    hashes.set(english, hash);
  }
  return hash;
}

/** translation-status.ts statusOf, with the hash kept. */
const statusAgainst = (entry: StatusEntry | undefined, english: string) =>
  !entry || entry.source !== hashOf(english) ? "outdated" : entry.state;

/**
 * One language's words as staff see them: the published text (staff's, else the catalogue's) and its status. A
 * word staff published keeps the state they gave it while the English it translates is the English in force, and
 * is `outdated` once that English changes (a new catalogue release or an English publish); a catalogue default has
 * the status of locales/status/<lang>.json, measured against the English in force the same way. English is always
 * `reviewed`: it is the source.
 */
export function wordsIn(defaults: CatalogueDefaults, lang: LanguageCode, rows: LanguageRows): WordsInLanguage {
  const catalogue = defaults.catalogue(lang);
  const status = defaults.status(lang);
  const englishOf = (id: MessageId) => rows.englishOverlay.get(id) ?? defaults.english[id]!;
  const checkedAgainst = (id: MessageId) => (lang === "en" ? defaults.english[id]! : englishOf(id));
  const textOf = (id: MessageId) => rows.published.get(id)?.text ?? catalogue[id] ?? defaults.english[id]!;
  const statusOfWord = (id: MessageId): WordStatus => {
    if (lang === "en") return "reviewed";
    const published = rows.published.get(id);
    if (!published) return statusAgainst(status[id], englishOf(id));
    return statusAgainst({ state: published.state, source: published.source_hash ?? "" }, englishOf(id));
  };
  return {
    lang,
    englishOf,
    checkedAgainst,
    textOf,
    statusOf: statusOfWord,
    hasDraft: (id) => rows.drafts.has(id),
    field(id) {
      const draft = rows.drafts.get(id);
      return {
        id,
        english: englishOf(id),
        text: textOf(id),
        status: statusOfWord(id),
        version: rows.versions.get(id) ?? 0,
        draft: draft
          ? {
              text: draft.text,
              state: draft.state,
              by: draft.author_id === null ? null : { id: draft.author_id, name: draft.author_name ?? draft.author_email ?? "" },
              at: draft.saved_at,
            }
          : null,
        maxLength: maxLengthOf(checkedAgainst(id)),
        placeholders: placeholderNamesOf(checkedAgainst(id)),
        format: wordFormatOf(id),
      };
    },
  };
}
