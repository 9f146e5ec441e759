import { lazy, Suspense } from "react";

const BlogPostsErrorView = lazy(() => import("./blog-posts-error-view"));

/**
 * The blog list's failure notice (blog-posts-error-view.tsx). Only a failure shows it, so its code loads when
 * one happens, not with every list page (issue 18).
 */
export function BlogPostsError({ backToBlog = false }: { backToBlog?: boolean }) {
  return (
    <Suspense>
      <BlogPostsErrorView backToBlog={backToBlog} />
    </Suspense>
  );
}
