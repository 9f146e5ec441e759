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

// Built once per translator (a language's words: its catalogue and what staff published over it) and module, and
// kept with the translator: copy depends only on the words, never on the request (app/i18n/catalogue.server.ts).
const built = new WeakMap<Translate, Map<ContentName, Promise<unknown>>>();

function build<Name extends ContentName>(t: Translate, name: Name): ContentOf<Name> {
  const { default: factory, ...rest } = modules[name];
  return { ...rest, ...(factory as (t: Translate) => object)(t) } as ContentOf<Name>;
}

/** One content module in `lang`. */
export async function contentOf<Name extends ContentName>(lang: LanguageCode, name: Name): Promise<ContentOf<Name>> {
  const t = await translatorOf(lang);
  let modulesBuilt = built.get(t);
  if (!modulesBuilt) built.set(t, (modulesBuilt = new Map()));
  let copy = modulesBuilt.get(name) as Promise<ContentOf<Name>> | undefined;
  if (!copy) {
    copy = Promise.resolve().then(() => build(t, name));
    modulesBuilt.set(name, copy);
  }
  return copy;
}
