/**
 * The site's copy in the language a page is in. Each content module (app/content/*.ts) holds a page's
 * structure once (sections, images, icons, links, facts) and names its words by message id; its default export
 * builds the copy from a language's translator, reading the words from that language's catalogue
 * (locales/<lang>.json, docs/i18n.md). Only route loaders read copy, so it reaches the browser in the page's
 * HTML and route data, never in its JavaScript, and a page carries only its own language.
 */
import type { LanguageCode } from "#app/i18n/languages";
import { translatorOf } from "#app/i18n/catalogue.server";
import type { Translate } from "#contracts/i18n/translate";
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
import * as quoteOffer from "./quote-offer";
import * as services from "./services";
import * as site from "./site";
import * as track from "./track";

const modules = {
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
  "quote-offer": quoteOffer,
  services,
  site,
  track,
};

type Modules = typeof modules;
export type ContentName = keyof Modules;

/** A module's copy in one language: what its factory builds, beside the module's other exports (helpers, facts). */
export type ContentOf<Name extends ContentName> = Omit<Modules[Name], "default"> & ReturnType<Modules[Name]["default"]>;

// Built once per language and module and kept: copy depends only on the catalogue, never on the request.
const built = new Map<string, Promise<unknown>>();

async function build<Name extends ContentName>(lang: LanguageCode, name: Name): Promise<ContentOf<Name>> {
  const module = modules[name];
  const t: Translate = await translatorOf(lang);
  const { default: factory, ...rest } = module;
  return { ...rest, ...(factory as (t: Translate) => object)(t) } as ContentOf<Name>;
}

/** One content module in `lang`. */
export function contentOf<Name extends ContentName>(lang: LanguageCode, name: Name): Promise<ContentOf<Name>> {
  const key = `${lang}/${name}`;
  let copy = built.get(key) as Promise<ContentOf<Name>> | undefined;
  if (!copy) {
    copy = build(lang, name);
    built.set(key, copy);
  }
  return copy;
}
