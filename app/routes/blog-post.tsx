import { data } from "react-router";
import { blogMessages } from "#contracts/blog";
import { ArticleErrorBoundary, ArticlePage, articleMeta } from "#app/features/blog/article-route";
import { blogFeedLinks } from "#app/features/blog/blog-links";
import { blogCopyOf } from "#app/features/blog/blog-copy.server";
import { rememberedBlogCopy, type BlogErrorData } from "#app/features/blog/blog-copy-context";
import { routeLanguage } from "#app/i18n/route-lang";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { postLayout } from "#app/features/blog/post-layout";
import { othersThan, relatedCount, relatedFromReader } from "#app/features/blog/related-posts";
import type { Route } from "./+types/blog-post";

export const links = blogFeedLinks;

export function meta({ data: loaded, error, matches }: Route.MetaArgs) {
  return articleMeta(loaded, error, matches[0]?.loaderData?.lang);
}

/** Server render: the post from the database; unknown slug → 404 with the 'Blog Not Found' page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const copy = await blogCopyOf(lang);
  const slug = params.slug.trim();
  if (!slug) throw data({ message: blogMessages.noSlug, lang, copy } satisfies BlogErrorData, { status: 400 });
  const post = await context.blogs.bySlug(slug);
  if (!post) throw data({ message: blogMessages.notFound, lang, copy } satisfies BlogErrorData, { status: 404 });
  return { lang, copy, post, related: await relatedFromReader(context.blogs, post.slug) };
}

/** Client-side visits: usually already cached from the list; else the API, with the retries of docs/product/product-spec.md §7. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const lang = routeLanguage(params);
  // The words from a blog page already shown in this language, or once from the server (with the post).
  const copy = rememberedBlogCopy(lang);
  if (!copy) return serverLoader();
  const slug = params.slug.trim();
  // An empty slug is left to the server loader, which answers it (400) with the blog's message; a missing post's
  // message comes with the queries, loaded after the first render. So the first render needs none of the blog's
  // constants (tests/e2e/budget.spec.ts).
  if (!slug) return serverLoader();
  const { BlogNotFoundError, blogQueryClient, listQuery, postQuery } = await loadBlogQueries();
  // More to read is a nicety: if the list cannot be had, the article still shows.
  const related = blogQueryClient()
    .fetchQuery(listQuery(1, relatedCount + 1))
    .then(
      (list) => othersThan(slug, list.posts),
      () => [],
    );
  try {
    return { lang, copy, post: await blogQueryClient().fetchQuery(postQuery(slug)), related: await related };
  } catch (error) {
    if (error instanceof BlogNotFoundError) throw data({ message: error.message, lang, copy } satisfies BlogErrorData, { status: 404 });
    throw error;
  }
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} layout={postLayout} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleErrorBoundary error={error} />;
}
