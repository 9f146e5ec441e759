import { data } from "react-router";
import { blogMessages } from "#contracts/blog";
import { blogFeedLinks } from "#app/features/blog/blog-links";
import { usePrimePost } from "#app/features/blog/blog-data";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { BlogPendingBar } from "#app/features/blog/blog-states";
import { postErrorMeta, postMeta } from "#app/features/blog/post-meta";
import { PostProblem, postProblemHeading, postProblemOf } from "#app/features/blog/post-problem";
import { StaticArticleView } from "#app/features/blog/static-article-view";
import { othersThan, relatedCount, relatedFromReader } from "#app/features/blog/related-posts";
import type { Route } from "./+types/static-article";

/** /blog1 … /blog9 share this module; the number comes from the path (matched in any case). */
function staticNumberOf(url: string) {
  const match = /\/blog(\d+)\/?$/i.exec(new URL(url).pathname);
  return match ? Number(match[1]) : Number.NaN;
}

export const links = blogFeedLinks;

/** The same post as /blog/{slug}, which is named as canonical. */
export function meta({ data: loaded, error }: Route.MetaArgs) {
  return loaded?.post ? postMeta(loaded.post) : postErrorMeta(postProblemHeading(postProblemOf(error)));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const number = staticNumberOf(request.url);
  const post = Number.isInteger(number) ? await context.blogs.byStaticNumber(number) : null;
  if (!post) throw data({ message: blogMessages.notFound }, { status: 404 });
  return { post, related: await relatedFromReader(context.blogs, post.slug) };
}

/** Client-side visits: cached (from a list) or the server loader, with the retries of docs/product/product-spec.md §7. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
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
  return { post, related };
}

export default function StaticArticle({ loaderData }: Route.ComponentProps) {
  usePrimePost(loaderData.post);
  return (
    <>
      <BlogPendingBar />
      <StaticArticleView key={loaderData.post.slug} post={loaderData.post} related={loaderData.related} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostProblem kind={postProblemOf(error)} />;
}
