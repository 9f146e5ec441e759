/**
 * The site's words as the pages show them, for tests that check a page against its copy: a language's
 * catalogue (locales/<lang>.json) through the same translator the loaders use.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue } from "../../contracts/i18n/catalogue";
import { createTranslate, type Translate } from "../../contracts/i18n/translate";
import type { LanguageCode } from "../../contracts/languages";

const read = (lang: LanguageCode): Catalogue =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../locales", `${lang}.json`), "utf8")) as Catalogue;

const english = read("en");

/** The translator of one language, as the pages' loaders have it. */
export function translatorOf(lang: LanguageCode): Translate {
  return createTranslate(lang, lang === "en" ? english : read(lang), english);
}

/** English. */
export const t = translatorOf("en");
