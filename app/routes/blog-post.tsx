import { data } from "react-router";
import { blogMessages } from "#contracts/blog";
import { blogFeedLinks } from "#app/features/blog/blog-links";
import { usePrimePost } from "#app/features/blog/blog-data";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { BlogPendingBar } from "#app/features/blog/blog-states";
import { postErrorMeta, postMeta } from "#app/features/blog/post-meta";
import { PostProblem, postProblemHeading, postProblemOf } from "#app/features/blog/post-problem";
import { PostView } from "#app/features/blog/post-view";
import { othersThan, relatedCount, relatedFromReader } from "#app/features/blog/related-posts";
import type { Route } from "./+types/blog-post";

export const links = blogFeedLinks;

export function meta({ data: loaded, error }: Route.MetaArgs) {
  return loaded?.post ? postMeta(loaded.post) : postErrorMeta(postProblemHeading(postProblemOf(error)));
}

/** Server render: the post from the database; unknown slug → 404 with the 'Blog Not Found' page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  if (!slug) throw data({ message: blogMessages.noSlug }, { status: 400 });
  const post = await context.blogs.bySlug(slug);
  if (!post) throw data({ message: blogMessages.notFound }, { status: 404 });
  return { post, related: await relatedFromReader(context.blogs, post.slug) };
}

/** Client-side visits: usually already cached from the list; else the API, with the retries of docs/product/product-spec.md §7. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const slug = params.slug.trim();
  if (!slug) throw data({ message: blogMessages.noSlug }, { status: 400 });
  const { BlogNotFoundError, blogQueryClient, listQuery, postQuery } = await loadBlogQueries();
  // More to read is a nicety: if the list cannot be had, the article still shows.
  const related = blogQueryClient()
    .fetchQuery(listQuery(1, relatedCount + 1))
    .then(
      (list) => othersThan(slug, list.posts),
      () => [],
    );
  try {
    return { post: await blogQueryClient().fetchQuery(postQuery(slug)), related: await related };
  } catch (error) {
    if (error instanceof BlogNotFoundError) throw data({ message: blogMessages.notFound }, { status: 404 });
    throw error;
  }
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  usePrimePost(loaderData.post);
  return (
    <>
      <BlogPendingBar />
      <PostView key={loaderData.post.slug} post={loaderData.post} related={loaderData.related} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostProblem kind={postProblemOf(error)} />;
}
