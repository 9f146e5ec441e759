import type { BlogPost } from "#contracts/blog";
import { useI18n } from "#app/i18n/i18n-provider";
import { absoluteUrl } from "#app/lib/meta";
import { useBlogCopy } from "./blog-copy-context";
import { BlogCard } from "./blog-card";
import type { BlogSummary } from "./blog-data";
import { shareLinks } from "./share-links";

/** The width of the article above, so the share links line up with its text. */
export type ArticleColumn = "max-w-3xl" | "max-w-5xl";

/** The end of a post: share it, then more to read. */
export default function PostFooter({ post, related, column }: { post: BlogPost; related: BlogSummary[]; column: ArticleColumn }) {
  const { t, localize } = useI18n();
  const { chrome } = useBlogCopy();
  // The address of this page, in its language.
  const url = absoluteUrl(localize(`/blog/${encodeURIComponent(post.slug)}`));
  return (
    <div className="pb-14 sm:pb-16">
      <nav aria-label={chrome.shareLabel} className={`mx-auto ${column} px-4 sm:px-6 print:hidden`}>
        <p className="text-sm font-semibold">{chrome.shareLabel}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {shareLinks(post.title, url, { email: chrome.shareEmail }).map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target={link.href.startsWith("mailto:") ? undefined : "_blank"}
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted"
              >
                {link.name}
                {!link.href.startsWith("mailto:") && <span className="sr-only"> {t("common.newTab")}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-page pt-14 print:hidden">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            {chrome.related}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((summary) => (
              <li key={summary.slug}>
                <BlogCard post={summary} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
