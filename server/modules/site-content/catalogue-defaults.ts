import { isEnglishOnly, type Catalogue, type MessageId } from "#contracts/i18n/catalogue";
import { languages, type LanguageCode } from "#contracts/languages";
import { cataloguesFolder, readCatalogue } from "#server/i18n/catalogue-files";
import { readStatus, type StatusFile } from "#server/i18n/translation-status";

/**
 * The repository's catalogues (locales/<lang>.json) and their translation status (locales/status/<lang>.json): the
 * words a fresh install starts from, under what staff publish. Read once per language, on first use; they change
 * only with a new release of the code.
 */
export interface CatalogueDefaults {
  english: Catalogue;
  /** Every message staff may edit: all of English's but the English-only ones (the neutral ones too), in the catalogue's order. */
  ids: readonly MessageId[];
  has(id: string): id is MessageId;
  catalogue(lang: LanguageCode): Catalogue;
  status(lang: LanguageCode): StatusFile;
}

export function loadCatalogueDefaults(folder: URL = cataloguesFolder): CatalogueDefaults {
  const english = readCatalogue("en", folder);
  const ids = (Object.keys(english) as MessageId[]).filter((id) => !isEnglishOnly(id));
  const editable = new Set<string>(ids);
  const catalogues = new Map<LanguageCode, Catalogue>([["en", english]]);
  const statuses = new Map<LanguageCode, StatusFile>();
  const known = new Set<string>(languages.map(({ code }) => code));
  const guard = (lang: LanguageCode) => {
    if (!known.has(lang)) throw new Error(`not a site language: ${lang}`);
  };
  return {
    english,
    ids,
    has: (id: string): id is MessageId => editable.has(id),
    catalogue(lang) {
      guard(lang);
      if (!catalogues.has(lang)) catalogues.set(lang, readCatalogue(lang, folder));
      return catalogues.get(lang)!;
    },
    status(lang) {
      guard(lang);
      if (!statuses.has(lang)) statuses.set(lang, lang === "en" ? {} : readStatus(folder, lang));
      return statuses.get(lang)!;
    },
  };
}
