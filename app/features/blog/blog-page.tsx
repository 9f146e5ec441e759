import type { ReactNode } from "react";
import type { LanguageCode } from "#app/i18n/languages";
import { useI18n } from "#app/i18n/i18n-provider";
import { routeLanguage } from "#app/i18n/route-lang";
import { BlogCopyProvider, copyOfError, rememberedBlogCopy, type BlogPageCopy } from "./blog-copy-context";
import { loadBlogQueries } from "./load-blog-queries";
import { BlogPendingBar } from "./blog-states";

/** Every blog page (/blog, /bloglist, a post, /blog1 … /blog9): its words for what is inside, and the bar shown while the next one loads. */
export function BlogPage({ lang, copy, children }: { lang: LanguageCode; copy: BlogPageCopy; children: ReactNode }) {
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <BlogPendingBar />
      {children}
    </BlogCopyProvider>
  );
}

/**
 * Every blog page's error boundary: the page's words from the error its loader threw (or from memory), and
 * `children` drawn with them. With no words at hand (a client-side visit whose first request failed) the
 * site's own error page shows instead.
 */
export function BlogErrorPage({ error, children }: { error: unknown; children: (copy: BlogPageCopy) => ReactNode }) {
  const { lang } = useI18n();
  const copy = copyOfError(error, lang);
  if (!copy) throw error;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      {children(copy)}
    </BlogCopyProvider>
  );
}

/** A blog page's words for its meta: the loader's, or on an error page the error's (undefined when none are at hand). */
export function blogMetaCopy(
  loaded: { lang: LanguageCode; copy: BlogPageCopy } | undefined,
  error: unknown,
  rootLang: LanguageCode | undefined,
) {
  const lang = loaded?.lang ?? rootLang;
  return { lang, copy: loaded?.copy ?? (lang ? copyOfError(error, lang) : undefined) };
}

/**
 * A list page's client-side visit (/blog, /bloglist): the first page of posts from the query cache, or the API
 * while the cards show their skeletons, with the words of a blog page already shown in this language.
 * Undefined when there are none yet: the route then asks its server loader once (words and posts).
 */
export async function firstPageOnClient(params: { lang?: string }, limit: number) {
  const lang = routeLanguage(params);
  const copy = rememberedBlogCopy(lang);
  if (!copy) return undefined;
  const { cachedOrFetch, listQuery } = await loadBlogQueries();
  return { lang, copy, first: cachedOrFetch(listQuery(1, limit)) };
}
