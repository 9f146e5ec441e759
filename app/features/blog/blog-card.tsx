import { ForwardArrow } from "#app/components/ui/direction-icons";
import { useI18n } from "#app/i18n/i18n-provider";
import { intlLocaleOf, type LanguageCode } from "#app/i18n/languages";
import { Link } from "#app/i18n/link";
import { articleTextAttributes, useBlogCopy } from "./blog-copy-context";
import { BlogDate } from "./blog-date-text";
import { BlogImage } from "./blog-image";
import type { BlogSummary } from "./blog-data";
import { prefetchPost } from "./load-blog-queries";

/**
 * A post on /blog and /bloglist: image, date, title, excerpt, 'Read More'.
 * Title and excerpt take a fixed number of lines, so a card and its skeleton
 * are the same size and the grid does not move when posts arrive.
 */
export function BlogCard({ post, headingLevel = 3, eager = false }: { post: BlogSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const intent = () => prefetchPost(post.slug);
  // Both links (the title and "read more") fetch the post as soon as the visitor shows interest.
  const linkProps = { to: href, prefetch: "intent" as const, onMouseEnter: intent, onFocus: intent, onTouchStart: intent };
  const { chrome } = useBlogCopy();
  const { lang } = useI18n();
  // The post's own words carry its language and direction (an English post on an Arabic page reads left to right).
  const text = articleTextAttributes(post, lang);
  const articleLang = text.lang;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm"
      data-testid="blog-card"
    >
      <BlogImage src={post.image_url} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-muted-foreground">
          <BlogDate date={post.date} />
          {/* Articles stay in the language they were written in; where that is not the page's, the card says which. */}
          {articleLang && <span> · {languageName(articleLang, lang)}</span>}
        </p>
        <Heading {...text} className="mt-2 line-clamp-2 min-h-[3.5rem] text-lg leading-7 font-semibold">
          <Link {...linkProps} className="underline-offset-4 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p {...text} className="mt-2 line-clamp-3 min-h-[4.5rem] text-sm leading-6 text-muted-foreground">
          {post.excerpt}
        </p>
        <Link
          {...linkProps}
          className="mt-auto inline-flex items-center gap-1 self-start pt-5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {chrome.readMore}
          <span className="sr-only">{withTitle(chrome.readMoreTitle, post.title, articleLang)}</span>
          <ForwardArrow aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** A language's name in the page's language: "en" on a Hindi page is "अंग्रेज़ी". */
function languageName(code: string, pageLang: LanguageCode) {
  return new Intl.DisplayNames([intlLocaleOf(pageLang)], { type: "language" }).of(code) ?? code;
}

/** The card's shape while posts load. */
export function BlogCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm"
      data-testid="blog-card-skeleton"
    >
      <div className="aspect-[16/9] animate-pulse bg-muted" />
      <div className="flex flex-1 flex-col p-6">
        <div className="h-5 w-32 animate-pulse rounded bg-muted" />
        <div className="mt-2 flex min-h-[3.5rem] flex-col justify-center gap-2">
          <div className="h-5 w-11/12 animate-pulse rounded bg-muted" />
          <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
        </div>
        <div className="mt-2 flex min-h-[4.5rem] flex-col justify-center gap-2">
          <div className="h-4 w-full animate-pulse rounded bg-muted" />
          <div className="h-4 w-full animate-pulse rounded bg-muted" />
          <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
        </div>
        <div className="mt-auto pt-5">
          <div className="h-5 w-24 animate-pulse rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}

/** ": {title}" with the post's title in its own language. */
function withTitle(template: string, title: string, lang: string | undefined) {
  const [before, after = ""] = template.split("{title}");
  return (
    <>
      {before}
      {lang ? <span lang={lang}>{title}</span> : title}
      {after}
    </>
  );
}
