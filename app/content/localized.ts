/**
 * The site's copy in the language a page is in. English modules (app/content/*.ts) are the source;
 * each other language has the same modules under app/content/locales/{lang}/, typed against English
 * (docs/i18n.md). Only route loaders read copy, so it reaches the browser in the page's HTML and route
 * data, never in its JavaScript, and a page carries only its own language.
 */
import type { LanguageCode } from "#app/i18n/languages";
import * as about from "./about";
import * as accessibility from "./accessibility";
import * as achievements from "./achievements";
import * as blogCopy from "./blog-copy";
import * as careers from "./careers";
import * as contact from "./contact";
import * as formNotices from "./form-notices";
import * as forms from "./forms";
import * as green from "./green";
import * as heroes from "./heroes";
import * as industries from "./industries";
import * as pageCopy from "./page-copy";
import * as privacy from "./privacy";
import * as quote from "./quote";
import * as services from "./services";
import * as site from "./site";

export const englishContent = {
  about,
  accessibility,
  achievements,
  "blog-copy": blogCopy,
  careers,
  contact,
  "form-notices": formNotices,
  forms,
  green,
  heroes,
  industries,
  "page-copy": pageCopy,
  privacy,
  quote,
  services,
  site,
};

export type ContentModules = typeof englishContent;
export type ContentName = keyof ContentModules;

const translations = import.meta.glob("./locales/*/*.ts");

/**
 * One content module in `lang`. A translation replaces English export by export, so the helpers an
 * English module also exports (getService, titleWithSiteName) stay available; the parity test
 * (locales/parity.test.ts) makes sure every translation has every export.
 */
export async function contentOf<Name extends ContentName>(lang: LanguageCode, name: Name): Promise<ContentModules[Name]> {
  const load = lang === "en" ? undefined : translations[`./locales/${lang}/${name}.ts`];
  if (!load) return englishContent[name];
  return { ...englishContent[name], ...((await load()) as Partial<ContentModules[Name]>) };
}
