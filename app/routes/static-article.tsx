import { lazy, Suspense } from "react";
import { data } from "react-router";
import { blogMessages } from "#contracts/blog";
import { blogFeedLinks } from "#app/features/blog/blog-links";
import { blogCopyOf } from "#app/features/blog/blog-copy.server";
import { BlogCopyProvider, copyOfError, rememberedBlogCopy, type BlogErrorData } from "#app/features/blog/blog-copy-context";
import { useI18n } from "#app/i18n/i18n-provider";
import { routeLanguage } from "#app/i18n/route-lang";
import { usePrimePost } from "#app/features/blog/blog-data";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { BlogPendingBar } from "#app/features/blog/blog-states";
import { postErrorMeta, postMeta } from "#app/features/blog/post-meta";
import { postProblemHeading, postProblemOf } from "#app/features/blog/post-problem-kind";
import { StaticArticleView } from "#app/features/blog/static-article-view";
import { othersThan, relatedCount, relatedFromReader } from "#app/features/blog/related-posts";
import type { Route } from "./+types/static-article";

/** /blog1 … /blog9 share this module; the number comes from the path (matched in any case). */
function staticNumberOf(url: string) {
  const match = /\/blog(\d+)\/?$/i.exec(new URL(url).pathname);
  return match ? Number(match[1]) : Number.NaN;
}

// Only an error shows it: loaded when one happens, not with every post (issue 18).
const PostProblem = lazy(() => import("#app/features/blog/post-problem"));

export const links = blogFeedLinks;

/** The same post as /blog/{slug}, which is named as canonical. */
export function meta({ data: loaded, error, matches }: Route.MetaArgs) {
  if (loaded?.post) return postMeta(loaded.post, loaded.lang, loaded.copy.chrome);
  const lang = matches[0]?.loaderData?.lang;
  const copy = lang ? copyOfError(error, lang) : undefined;
  return copy ? postErrorMeta(postProblemHeading(postProblemOf(error), copy.chrome)) : [{ name: "robots", content: "noindex" }];
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
  usePrimePost(loaderData.post);
  return (
    <BlogCopyProvider lang={loaderData.lang} copy={loaderData.copy}>
      <BlogPendingBar />
      <StaticArticleView key={loaderData.post.slug} post={loaderData.post} related={loaderData.related} />
    </BlogCopyProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang } = useI18n();
  const copy = copyOfError(error, lang);
  // No words at hand (a client-side visit whose first request failed): the site's own error page.
  if (!copy) throw error;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <Suspense>
        <PostProblem kind={postProblemOf(error)} />
      </Suspense>
    </BlogCopyProvider>
  );
}
