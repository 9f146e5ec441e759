import { data } from "react-router";
import { blogMessages } from "#contracts/blog";
import { blogFeedLinks } from "#app/features/blog/blog-links";
import { blogCopyOf } from "#app/features/blog/blog-copy.server";
import { ArticleErrorBoundary, ArticlePage, articleMeta } from "#app/features/blog/article-route";
import { rememberedBlogCopy, type BlogErrorData } from "#app/features/blog/blog-copy-context";
import { routeLanguage } from "#app/i18n/route-lang";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { staticArticleLayout } from "#app/features/blog/static-article-layout";
import { othersThan, relatedCount, relatedFromReader } from "#app/features/blog/related-posts";
import type { Route } from "./+types/static-article";

/** /blog1 … /blog9 share this module; the number comes from the path (matched in any case). */
function staticNumberOf(url: string) {
  const match = /\/blog(\d+)\/?$/i.exec(new URL(url).pathname);
  return match ? Number(match[1]) : Number.NaN;
}

export const links = blogFeedLinks;

/** The same post as /blog/{slug}, which is named as canonical. */
export function meta({ data: loaded, error, matches }: Route.MetaArgs) {
  return articleMeta(loaded, error, matches[0]?.loaderData?.lang);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const copy = await blogCopyOf(lang);
  const number = staticNumberOf(request.url);
  const post = Number.isInteger(number) ? await context.blogs.byStaticNumber(number) : null;
  if (!post) throw data({ message: blogMessages.notFound, lang, copy } satisfies BlogErrorData, { status: 404 });
  return { lang, copy, post, related: await relatedFromReader(context.blogs, post.slug) };
}

/** Client-side visits: cached (from a list) or the server loader, with the retries of docs/product/product-spec.md §7. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const lang = routeLanguage(params);
  // The words from a blog page already shown in this language, or once from the server (with the post).
  const copy = rememberedBlogCopy(lang);
  if (!copy) return serverLoader();
  const number = staticNumberOf(request.url);
  const { blogQueryClient, listQuery, staticArticleQuery } = await loadBlogQueries();
  const post = await blogQueryClient().fetchQuery(staticArticleQuery(number, async () => (await serverLoader()).post));
  // More to read is a nicety: if the list cannot be had, the article still shows.
  const related = await blogQueryClient()
    .fetchQuery(listQuery(1, relatedCount + 1))
    .then(
      (list) => othersThan(post.slug, list.posts),
      () => [],
    );
  return { lang, copy, post, related };
}

export default function StaticArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} layout={staticArticleLayout} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleErrorBoundary error={error} />;
}
