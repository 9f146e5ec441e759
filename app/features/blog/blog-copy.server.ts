import { data, type AppLoadContext } from "react-router";
import { contentOf } from "#app/content/localized";
import type { LanguageCode } from "#app/i18n/languages";
import { routeLanguage } from "#app/i18n/route-lang";
import type { BlogErrorData, BlogPageCopy } from "./blog-copy-context";

/** A blog page's words and its hero image (with its alt text) in `lang`, for the blog routes' loaders. */
export async function blogCopyOf(lang: LanguageCode): Promise<BlogPageCopy> {
  const [{ blogCopy }, { heroes }] = await Promise.all([contentOf(lang, "blog-copy"), contentOf(lang, "heroes")]);
  return { ...blogCopy, heroImage: heroes.blog };
}

/**
 * The first page of posts for /blog and /bloglist, with the page's words. A database that cannot answer
 * is a 500 that still carries the words (the error page is in the page's language); the cause is logged.
 */
export async function loadFirstPageOfPosts(
  { params, request, context }: { params: { lang?: string }; request: Request; context: AppLoadContext },
  limit: number,
) {
  const lang = routeLanguage(params, request);
  const copy = await blogCopyOf(lang);
  try {
    return { lang, copy, first: await context.blogs.list({ page: 1, limit }) };
  } catch (error) {
    console.error(error);
    throw data({ lang, copy } satisfies BlogErrorData, { status: 500 });
  }
}
