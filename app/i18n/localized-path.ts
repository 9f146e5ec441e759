import { defaultLanguage, isLanguageCode, pathIn, type LanguageCode } from "./languages";

/**
 * English lives at the spec's paths (/services/service1); every other language under its code
 * (/hi/services/service1, /zh-CN/blog). Only site pages are localized: the staff area, the API and
 * files keep one address.
 */
export function localizePath(path: string, lang: LanguageCode): string {
  return isLocalizable(path) ? pathIn(lang, path) : path;
}

/** Paths that stay the same in every language. */
function isLocalizable(path: string) {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !/^\/(admin|api|media|assets|fonts)(\/|$)/i.test(path) &&
    !/\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0]!)
  );
}

/** The language a pathname is in, and the same page's English path: "/hi/contact" → { lang: "hi", path: "/contact" }. */
export function splitLanguage(pathname: string): { lang: LanguageCode; path: string } {
  const first = /^\/([^/]+)/.exec(pathname)?.[1];
  if (first && first !== defaultLanguage && isLanguageCode(first)) return { lang: first, path: pathname.slice(first.length + 1) || "/" };
  return { lang: defaultLanguage, path: pathname };
}
