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
 * The first page of posts for /blog and /bloglist, with the page's words. A read that fails is an error that still
 * carries the words (the error page is in the page's language): a database that cannot answer stays the 503 the
 * reader made it (the server adds Retry-After; issue 33: it was a 500, and its cause was printed raw on standard
 * output), anything else is a 500 whose cause goes to the server's log.
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
    const unavailable = statusOf(error) === 503;
    if (!unavailable) context.reportError(error);
    throw data({ lang, copy } satisfies BlogErrorData, { status: unavailable ? 503 : 500 });
  }
}

/** The status of an error thrown with React Router's data() (the blog reader's 503, contracts/blog.ts), if any. */
function statusOf(error: unknown): number | undefined {
  const init = (error as { init?: { status?: unknown } } | null)?.init;
  return typeof init?.status === "number" ? init.status : undefined;
}
