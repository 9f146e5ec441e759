/**
 * The catalogues (locales/<lang>.json) and one translator per language, for route loaders. Each catalogue is
 * a chunk of the server build, loaded the first time a page in its language is rendered; a translator keeps the
 * messages it has compiled (contracts/i18n/translate.ts). Only loaders call this, so none of it reaches the
 * browser.
 */
import type { Catalogue } from "#contracts/i18n/catalogue";
import { createTranslate, type Translate } from "#contracts/i18n/translate";
import type { LanguageCode } from "./languages";
import type { MessageKey, Messages } from "./shell-messages";

const catalogueFiles = import.meta.glob<Catalogue>("/locales/*.json", { import: "default" });

async function catalogueOf(lang: LanguageCode): Promise<Catalogue> {
  const load = catalogueFiles[`/locales/${lang}.json`];
  if (!load) throw new Error(`No catalogue for ${lang}`);
  return load();
}

// Made once per language and kept: a translator is the catalogue plus the messages compiled from it, which
// every request in that language shares (nothing in it depends on the request).
const translators = new Map<LanguageCode, Promise<Translate>>();

export function translatorOf(lang: LanguageCode): Promise<Translate> {
  let translator = translators.get(lang);
  if (!translator) {
    translator = Promise.all([catalogueOf(lang), lang === "en" ? undefined : catalogueOf("en")]).then(([catalogue, english]) =>
      createTranslate(lang, catalogue, english ?? catalogue),
    );
    translators.set(lang, translator);
  }
  return translator;
}

const shells = new Map<LanguageCode, Promise<Messages>>();

/**
 * The shell's words in a language other than English (English pages use the bundled English shell), built once
 * per language: every page's root loader asks for them.
 */
export function shellMessages(lang: LanguageCode): Promise<Messages> {
  let shell = shells.get(lang);
  if (!shell) {
    shell = Promise.all([translatorOf(lang), catalogueOf("en")]).then(([t, english]) => {
      const keys = Object.keys(english).filter((id) => id.startsWith("shell.")) as `shell.${MessageKey}`[];
      return Object.fromEntries(keys.map((id) => [id.slice("shell.".length), t(id)])) as Messages;
    });
    shells.set(lang, shell);
  }
  return shell;
}
