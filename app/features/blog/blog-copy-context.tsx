import { createContext, useContext, type ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import type { BlogCopy } from "#app/content/blog-copy";
import type { MediaImage } from "#app/content/types";
import { directionOf, type LanguageCode } from "#app/i18n/languages";

/**
 * The blog's furniture in the page's language (app/content/blog-copy.ts). It comes with each blog route's
 * loader data, never in the JavaScript. Client-side visits run the routes' clientLoaders, which reuse the
 * copy a blog page of the same language already brought (`rememberedBlogCopy`), or else ask the server
 * loader once. Error boundaries read it from the error the loader threw (`copyOfError`) or from memory.
 */
/** The words, and the blog's hero image (its alt text is copy too). */
export type BlogPageCopy = BlogCopy & { heroImage: MediaImage };

const BlogCopyContext = createContext<BlogPageCopy | null>(null);

const remembered = new Map<LanguageCode, BlogPageCopy>();

/** The copy of a blog page already shown in `lang`, if any (for client-side visits). */
export function rememberedBlogCopy(lang: LanguageCode): BlogPageCopy | undefined {
  return remembered.get(lang);
}

export function BlogCopyProvider({ lang, copy, children }: { lang: LanguageCode; copy: BlogPageCopy; children: ReactNode }) {
  // Idempotent: one language's copy never changes while the app runs.
  if (typeof document !== "undefined") remembered.set(lang, copy);
  return <BlogCopyContext.Provider value={copy}>{children}</BlogCopyContext.Provider>;
}

export function useBlogCopy(): BlogPageCopy {
  const copy = useContext(BlogCopyContext);
  if (!copy) throw new Error("useBlogCopy must be used inside <BlogCopyProvider>");
  return copy;
}

/** What a blog loader throws with its error responses (404, 400, 500), so the error page has its words. */
export interface BlogErrorData {
  message?: string;
  lang: LanguageCode;
  copy: BlogPageCopy;
}

export function copyOfError(error: unknown, lang: LanguageCode): BlogPageCopy | undefined {
  if (isRouteErrorResponse(error)) {
    const data = error.data as Partial<BlogErrorData> | null;
    if (data?.copy) return data.copy;
  }
  return rememberedBlogCopy(lang);
}

/**
 * The language the articles are written in. Posts have no language field yet: every one is English.
 * When they get one, read it here. On a page in another language the article's elements carry it, so
 * screen readers and hyphenation read them right; on English pages nothing changes.
 */
export const articleLanguage = (_post: unknown): LanguageCode => "en";

export const articleLangAttribute = (post: unknown, pageLang: LanguageCode) => {
  const lang = articleLanguage(post);
  return lang === pageLang ? undefined : lang;
};

/** The attributes of an article's own words on a page in another language: its language, and its direction (an English post on an Arabic page reads left to right). */
export function articleTextAttributes(post: unknown, pageLang: LanguageCode): { lang?: LanguageCode; dir?: "ltr" | "rtl" } {
  const lang = articleLangAttribute(post, pageLang);
  return lang ? { lang, dir: directionOf(lang) } : {};
}
