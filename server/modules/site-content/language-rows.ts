import type { LanguageCode } from "#contracts/languages";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";
import type { CatalogueDefaults } from "./catalogue-defaults";
import { listDrafts, listPublished, versionsOf, type PublishedRow } from "./word-repository";
import { wordsIn, type LanguageRows, type WordsInLanguage } from "./words-in-language";

/** Staff's published English, by id. */
export async function englishOverlay(db: DbOrTx): Promise<Map<string, string>> {
  return new Map((await listPublished(db, "en")).map((row) => [row.message_id, row.text]));
}

/** One language's words as they stand in the database now (four indexed reads). */
export async function loadLanguage(db: DbOrTx, defaults: CatalogueDefaults, lang: LanguageCode): Promise<WordsInLanguage> {
  const [overlay, published, drafts, versions] = await Promise.all([
    englishOverlay(db),
    listPublished(db, lang),
    listDrafts(db, [lang]),
    versionsOf(db, lang),
  ]);
  const rows: LanguageRows = {
    englishOverlay: overlay,
    published: byId(published),
    drafts: byId(drafts),
    versions,
  };
  return wordsIn(defaults, lang, rows);
}

/** Every language's words at once, for the overview's counts (two reads for all languages). */
export async function loadLanguages(db: DbOrTx, defaults: CatalogueDefaults, langs: readonly LanguageCode[]): Promise<WordsInLanguage[]> {
  const [published, drafts] = await Promise.all([listPublished(db), listDrafts(db, langs)]);
  const overlay = new Map(published.filter((row) => row.lang === "en").map((row) => [row.message_id, row.text]));
  return langs.map((lang) =>
    wordsIn(defaults, lang, {
      englishOverlay: overlay,
      published: byId(published.filter((row) => row.lang === lang)),
      drafts: byId(drafts.filter((row) => row.lang === lang)),
      versions: new Map(),
    }),
  );
}

function byId<Row extends Pick<PublishedRow, "message_id">>(rows: readonly Row[]): Map<string, Row> {
  return new Map(rows.map((row) => [row.message_id, row]));
}
