/**
 * The catalogues (locales/<lang>.json) and one translator per language, for route loaders. Each catalogue is
 * a chunk of the server build, loaded the first time a page in its language is rendered; a translator keeps the
 * messages it has compiled (contracts/i18n/translate.ts). The words staff published are laid over the catalogue
 * (page-words.server.ts). Only loaders call this, so none of it reaches the browser.
 */
import type { Catalogue } from "#contracts/i18n/catalogue";
import { createTranslate, type Translate } from "#contracts/i18n/translate";
import type { WordOverlay } from "#contracts/published-words";
import { defaultLanguage, type LanguageCode } from "./languages";
import { currentWords } from "./page-words.server";
import type { MessageKey, Messages } from "./shell-messages";

const catalogueFiles = import.meta.glob<Catalogue>("/locales/*.json", { import: "default" });

async function catalogueOf(lang: LanguageCode): Promise<Catalogue> {
  const load = catalogueFiles[`/locales/${lang}.json`];
  if (!load) throw new Error(`No catalogue for ${lang}`);
  return load();
}

const noOverlay: WordOverlay = Object.freeze({});

async function buildTranslator(lang: LanguageCode, overlay: WordOverlay): Promise<Translate> {
  const [catalogue, english] = await Promise.all([catalogueOf(lang), lang === "en" ? undefined : catalogueOf("en")]);
  const words = overlay === noOverlay ? catalogue : ({ ...catalogue, ...overlay } as Catalogue);
  return createTranslate(lang, words, english ?? words);
}

// Kept by the overlay they were made with, then by language: a translator is the catalogue plus the messages
// compiled from it, which every request in that language shares (nothing in it depends on the request). The server
// keeps one overlay object per language while its words do not change, so a release leaves the other languages'
// translators (and the copy built from them) in place; a language nobody changed shares the catalogue's. A
// preview's overlay is its own object: what it builds goes with it.
const translators = new WeakMap<WordOverlay, Map<LanguageCode, Promise<Translate>>>();

export function translatorOf(lang: LanguageCode): Promise<Translate> {
  const words = currentWords();
  const overlay = words.overlays[lang] ?? noOverlay;
  if (words.read) {
    const read = words.read;
    return buildTranslator(lang, overlay).then(
      (t): Translate =>
        (id, values) => (read.add(id), t(id, values)),
    );
  }
  let byLanguage = translators.get(overlay);
  if (!byLanguage) translators.set(overlay, (byLanguage = new Map()));
  let translator = byLanguage.get(lang);
  if (!translator) {
    translator = buildTranslator(lang, overlay);
    byLanguage.set(lang, translator);
  }
  return translator;
}

const shells = new WeakMap<Translate, Promise<Messages>>();

/** The shell's words in a language, built once per translator: every page's root loader asks for them. */
export async function shellMessages(lang: LanguageCode): Promise<Messages> {
  const t = await translatorOf(lang);
  let shell = shells.get(t);
  if (!shell) {
    shell = catalogueOf("en").then((english) => {
      const keys = Object.keys(english).filter((id) => id.startsWith("shell.")) as `shell.${MessageKey}`[];
      return Object.fromEntries(keys.map((id) => [id.slice("shell.".length), t(id)])) as Messages;
    });
    shells.set(t, shell);
  }
  return shell;
}

/**
 * The shell's words a page's root loader sends: none for English while its shell words are the catalogue's
 * (English pages use the shell's English bundled with the app, scripts/vite-english-messages.ts), so an English
 * page's data stays as small as it was; once staff have published an English shell word, the published words.
 */
export function shellMessagesToSend(lang: LanguageCode): Promise<Messages> | null {
  if (lang !== defaultLanguage) return shellMessages(lang);
  const overlay = currentWords().overlays[lang];
  return overlay && Object.keys(overlay).some((id) => id.startsWith("shell.")) ? shellMessages(lang) : null;
}
