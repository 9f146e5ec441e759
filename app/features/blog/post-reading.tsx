import { lazy, Suspense } from "react";
import type { BlogPost } from "#contracts/blog";
import { useI18n } from "#app/i18n/i18n-provider";
import { intlLocaleOf } from "#app/i18n/languages";
import { useBlogCopy } from "./blog-copy-context";
import { BlogDate } from "./blog-date-text";
import type { BlogSummary } from "./blog-data";
import type { ArticleColumn } from "./post-footer";
import { readingMinutes } from "./reading-time";

/** Who wrote the post, when, and how long it takes to read; the posts are the company's own. */
export function PostByline({ post }: { post: BlogPost }) {
  const { chrome } = useBlogCopy();
  const { lang } = useI18n();
  return (
    <p className="text-sm font-semibold tracking-widest text-accent uppercase">
      <BlogDate date={post.date} />
      <span aria-hidden="true"> · </span>
      <span>{chrome.minutesRead.replace("{count}", readingMinutes(post).toLocaleString(intlLocaleOf(lang)))}</span>
      <span aria-hidden="true"> · </span>
      <span className="normal-case">{chrome.byTeam}</span>
    </p>
  );
}

/**
 * The end of a post (share links, more to read) sits below the fold: its code loads after the first render,
 * which keeps a post within its JavaScript budget (tests/e2e/budget.spec.ts). The server renders it in full.
 */
const LazyPostFooter = lazy(() => import("./post-footer"));

export function PostFooter(props: { post: BlogPost; related: BlogSummary[]; column: ArticleColumn }) {
  return (
    <Suspense fallback={null}>
      <LazyPostFooter {...props} />
    </Suspense>
  );
}
