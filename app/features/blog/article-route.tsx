import { lazy, Suspense } from "react";
import { data } from "react-router";
import { blogMessages, type BlogPost } from "#contracts/blog";
import type { LanguageCode } from "#app/i18n/languages";
import { type BlogErrorData, type BlogPageCopy, copyOfError } from "./blog-copy-context";
import type { BlogSummary } from "./blog-data";
import { BlogErrorPage, BlogPage } from "./blog-page";
import { usePrimePost } from "./blog-data";
import { loadBlogQueries } from "./load-blog-queries";
import { postErrorMeta, postMeta } from "./post-meta";
import { postProblemHeading, postProblemOf } from "./post-problem-kind";
import { othersThan, relatedCount } from "./related-posts";
import { ArticleView } from "./article-view";

// Only an error shows it: loaded when one happens, not with every post (issue 18).
const PostProblem = lazy(() => import("./post-problem"));

/** What both article routes load: the page's words, the post and the newest others. */
export interface ArticleData {
  lang: LanguageCode;
  copy: BlogPageCopy;
  post: BlogPost;
  related: BlogSummary[];
}

/** Both article routes' meta: the post's, or on an error the problem's heading (never indexed). */
export function articleMeta(loaded: ArticleData | undefined, error: unknown, rootLang: LanguageCode | undefined) {
  if (loaded?.post) return postMeta(loaded.post, loaded.lang, loaded.copy.chrome);
  const copy = rootLang ? copyOfError(error, rootLang) : undefined;
  return copy ? postErrorMeta(postProblemHeading(postProblemOf(error), copy.chrome)) : [{ name: "robots", content: "noindex" }];
}

/** What an article loader throws for a post that is not there (404) or an empty slug (400): the error page has its words. */
export function articleProblem(lang: LanguageCode, copy: BlogPageCopy, message: string = blogMessages.notFound, status = 404) {
  return data({ message, lang, copy } satisfies BlogErrorData, { status });
}

/** In the browser: the newest others from the cached list, or none when the list cannot be had (the article still shows). */
export async function relatedOnClient(slug: string): Promise<BlogSummary[]> {
  const { blogQueryClient, listQuery } = await loadBlogQueries();
  return blogQueryClient()
    .fetchQuery(listQuery(1, relatedCount + 1))
    .then(
      (list) => othersThan(slug, list.posts),
      () => [],
    );
}

/** Both article routes' page: the post in its layout, its query cache primed for the next visit. */
export function ArticlePage({ loaderData, layout }: { loaderData: ArticleData; layout: "post" | "static" }) {
  usePrimePost(loaderData.post);
  return (
    <BlogPage lang={loaderData.lang} copy={loaderData.copy}>
      <ArticleView key={loaderData.post.slug} post={loaderData.post} related={loaderData.related} layout={layout} />
    </BlogPage>
  );
}

/** Both article routes' error page: not found, an address that names no post, or the posts could not be read. */
export function ArticleErrorBoundary({ error }: { error: unknown }) {
  return (
    <BlogErrorPage error={error}>
      {() => (
        <Suspense>
          <PostProblem kind={postProblemOf(error)} />
        </Suspense>
      )}
    </BlogErrorPage>
  );
}
