import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { site } from "#app/content/site";
import type { PageMeta } from "#app/content/types";
import { defaultLanguage, languages, ogLocaleOf, type LanguageCode } from "#app/i18n/languages";
import { localizePath } from "#app/i18n/localized-path";

declare const __PUBLIC_URL__: string;

/** The site's public origin. A build holds a placeholder the server replaces with PUBLIC_URL (server/web/placeholder-origin.ts). */
export const publicUrl: string = __PUBLIC_URL__.replace(/\/$/, "");

export function absoluteUrl(path: string) {
  return new URL(path, `${publicUrl}/`).href;
}

export interface PageMetaOptions extends PageMeta {
  /** The page's path in English, e.g. "/about-us"; the other languages' addresses are made from it. */
  path: string;
  /** The language the page is in; its canonical URL is that language's address. */
  lang?: LanguageCode;
  noindex?: boolean;
  type?: "website" | "article";
  /** Extra tags (article times, JSON-LD). */
  extra?: MetaDescriptor[];
}

/** Title, description, keywords, canonical URL and share tags for one page. */
export function pageMeta({
  title,
  description,
  keywords,
  image,
  path,
  lang = defaultLanguage,
  noindex,
  type = "website",
  extra = [],
}: PageMetaOptions): MetaDescriptor[] {
  const url = absoluteUrl(localizePath(path, lang));
  const shareImage = absoluteUrl(image ?? site.shareImage);
  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: keywords.join(", ") },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [] : alternateLinks(path)),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: shareImage },
    { property: "og:locale", content: ogLocaleOf(lang) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage },
    ...extra,
  ];
}

/** The same page in every language, for search engines: hreflang alternates and x-default (English). */
export function alternateLinks(path: string): MetaDescriptor[] {
  return [
    ...languages.map(({ code }) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: absoluteUrl(localizePath(path, code)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
  ];
}

/** Tags for the not-found page; root.tsx gives them to every 404 a route throws (an unknown service or industry id). */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: `Page not found | ${site.name}` },
    {
      name: "description",
      content: `The page you are looking for has moved or never existed. Find our services, industries, blog and contact details on the ${site.name} website.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Tags for whatever error reached the root error boundary: a 404 thrown by any route is the not-found page,
 * anything else the error page. Neither is ever indexed.
 */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta();
  return [{ title: `Something went wrong | ${site.name}` }, { name: "robots", content: "noindex" }];
}
