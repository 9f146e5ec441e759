import { lazy, Suspense } from "react";
import type { MetaDescriptor } from "react-router";
import type { BlogPost } from "#contracts/blog";
import type { LanguageCode } from "#app/i18n/languages";
import { BlogCopyProvider, copyOfError, type BlogPageCopy } from "./blog-copy-context";
import { usePrimePost, type BlogSummary } from "./blog-data";
import { BlogErrorBoundary } from "./blog-error-boundary";
import { BlogPendingBar } from "./blog-states";
import { postErrorMeta, postMeta } from "./post-meta";
import { postProblemHeading, postProblemOf } from "./post-problem-kind";
import { ArticleView, type ArticleLayout } from "./article-view";

/**
 * What the two routes of one article, /blog/{slug} and /blog1 … /blog9, share: meta, the page and its view
 * (`ArticleView`, in the layout the route gives it) and the error page.
 */
export interface ArticleData {
  lang: LanguageCode;
  copy: BlogPageCopy;
  post: BlogPost;
  related: BlogSummary[];
}

// Only an error shows it: loaded when one happens, not with every post (issue 18).
const PostProblem = lazy(() => import("./post-problem"));

/** The article's meta; on an error page, the problem's heading in the language of the root's loader (`rootLang`). */
export function articleMeta(loaded: ArticleData | undefined, error: unknown, rootLang: LanguageCode | undefined): MetaDescriptor[] {
  if (loaded?.post) return postMeta(loaded.post, loaded.lang, loaded.copy.chrome);
  const copy = rootLang ? copyOfError(error, rootLang) : undefined;
  return copy ? postErrorMeta(postProblemHeading(postProblemOf(error), copy.chrome)) : [{ name: "robots", content: "noindex" }];
}

export function ArticlePage({ data, layout }: { data: ArticleData; layout: ArticleLayout }) {
  usePrimePost(data.post);
  return (
    <BlogCopyProvider lang={data.lang} copy={data.copy}>
      <BlogPendingBar />
      <ArticleView key={data.post.slug} post={data.post} related={data.related} layout={layout} />
    </BlogCopyProvider>
  );
}

export function ArticleErrorBoundary({ error }: { error: unknown }) {
  return (
    <BlogErrorBoundary error={error}>
      {() => (
        <Suspense>
          <PostProblem kind={postProblemOf(error)} />
        </Suspense>
      )}
    </BlogErrorBoundary>
  );
}
