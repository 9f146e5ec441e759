import { data, redirect } from "react-router";
import { defaultLanguage, languages, type LanguageCode } from "./languages";

/**
 * The language of a page from its `:lang?` segment. A code in another case (/HI/contact) and the
 * English prefix (/en/contact) move for good to the canonical address; anything else that is not one
 * of the 15 prefixes is not a page of this site (404, rendered in English).
 */
export function routeLanguage(params: { lang?: string }, request?: Request): LanguageCode {
  const segment = params.lang;
  if (segment === undefined) return defaultLanguage;
  const match = languages.find((l) => l.code.toLowerCase() === segment.toLowerCase());
  if (!match) throw data(null, { status: 404 });
  if (match.code === segment && match.code !== defaultLanguage) return match.code;
  if (!request) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const rest = url.pathname.slice(segment.length + 1);
  const prefix = match.code === defaultLanguage ? "" : `/${match.code}`;
  throw redirect(`${prefix}${rest}${url.search}` || "/", 301);
}

/** Whether a page's `:lang?` segment names none of the languages (in any case): such a page is a 404. */
export function isUnknownLanguage(params: { lang?: string }): boolean {
  const segment = params.lang;
  return segment !== undefined && !languages.some((l) => l.code.toLowerCase() === segment.toLowerCase());
}
