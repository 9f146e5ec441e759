import { useEffect } from "react";
import type { MetaDescriptor } from "react-router";
import type { LanguageCode } from "#app/i18n/languages";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import { copyOfError, rememberedBlogCopy, type BlogPageCopy } from "./blog-copy-context";
import { listKey, serverRendered, type BlogListData } from "./blog-data";
import { loadBlogQueries } from "./load-blog-queries";

/** What /blog (the latest posts) and /bloglist (all of them) share: their meta and their client-side loading. */
export interface PostsListData {
  lang: LanguageCode;
  copy: BlogPageCopy;
  first: BlogListData | Promise<BlogListData>;
}

/** The list page's meta, also on its error page (the words then come with the error). */
export function postsListMeta(
  loaded: PostsListData | undefined,
  error: unknown,
  rootLang: LanguageCode | undefined,
  page: { copy: "index" | "list"; path: string },
): MetaDescriptor[] {
  const lang = loaded?.lang ?? rootLang;
  const copy = loaded?.copy ?? (lang ? copyOfError(error, lang) : undefined);
  return copy ? pageMeta({ ...copy[page.copy].meta, path: page.path, lang }) : [];
}

/**
 * Client-side visits: the query cache, or the API while the cards show their skeletons. The words come from a blog
 * page already shown in this language, or once from the server (with the posts).
 */
export async function postsListClientLoader<T>(
  { params, serverLoader }: { params: { lang?: string }; serverLoader: () => Promise<T> },
  limit: number,
): Promise<PostsListData | T> {
  const lang = routeLanguage(params);
  const copy = rememberedBlogCopy(lang);
  if (!copy) return serverLoader();
  const { cachedOrFetch, listQuery } = await loadBlogQueries();
  return { lang, copy, first: cachedOrFetch(listQuery(1, limit)) };
}

/** After hydration, keep the list the server rendered for a later client-side visit (blog-queries.ts). */
export function usePrimeList(page: number, limit: number, data: BlogListData | Promise<BlogListData>) {
  useEffect(() => {
    if (data instanceof Promise) return;
    serverRendered.total = data.pagination.total;
    serverRendered.lists.set(JSON.stringify(listKey(page, limit)), data);
  }, [page, limit, data]);
}
