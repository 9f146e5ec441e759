import { Rss } from "lucide-react";
import { ForwardArrow } from "#app/components/ui/direction-icons";
import { blogFeedPath, blogPaging } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { Button } from "#app/components/ui/button";
import { blogFeedLinks } from "#app/features/blog/blog-links";
import { loadFirstPageOfPosts } from "#app/features/blog/blog-copy.server";
import { BlogPosts } from "#app/features/blog/blog-posts";
import { BlogPostsError } from "#app/features/blog/blog-posts-error";
import { BlogPendingBar } from "#app/features/blog/blog-states";
import { BlogCopyProvider, type BlogPageCopy } from "#app/features/blog/blog-copy-context";
import { BlogErrorBoundary } from "#app/features/blog/blog-error-boundary";
import { postsListClientLoader, postsListMeta, usePrimeList } from "#app/features/blog/posts-list-route";
import { Link } from "#app/i18n/link";
import type { Route } from "./+types/blog";

const limit = blogPaging.latestCount;

export const links = blogFeedLinks;

export function meta({ data: loaded, error, matches }: Route.MetaArgs) {
  return postsListMeta(loaded, error, matches[0]?.loaderData?.lang, { copy: "index", path: "/blog" });
}

/** Server render: the latest posts straight from the database, in the HTML, with the page's words. */
export async function loader(args: Route.LoaderArgs) {
  return loadFirstPageOfPosts(args, limit);
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return postsListClientLoader(args, limit);
}

function BlogHero({ copy }: { copy: BlogPageCopy }) {
  const { eyebrow, title, lead } = copy.index;
  return <PageHero eyebrow={eyebrow} title={title} lead={lead} image={copy.heroImage} />;
}

function LatestSection({ copy, children }: { copy: BlogPageCopy; children: React.ReactNode }) {
  return (
    <Section id="latest" title={copy.index.latestTitle}>
      {children}
      <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Button asChild size="lg">
          <Link to="/bloglist" prefetch="intent">
            {copy.chrome.showAll}
            <ForwardArrow aria-hidden="true" />
          </Link>
        </Button>
        <a
          href={blogFeedPath}
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          {copy.index.rss}
        </a>
      </div>
    </Section>
  );
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  usePrimeList(1, limit, loaderData.first);
  const { lang, copy } = loaderData;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <BlogPendingBar />
      <BlogHero copy={copy} />
      <LatestSection copy={copy}>
        <BlogPosts data={loaderData.first} limit={limit} headingLevel={3} error={<BlogPostsError />} />
      </LatestSection>
      <ContactCta />
    </BlogCopyProvider>
  );
}

/** The posts could not be read on the server: the page still renders, with the message of docs/product/product-spec.md §8. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BlogErrorBoundary error={error}>
      {(copy) => (
        <>
          <BlogHero copy={copy} />
          <LatestSection copy={copy}>
            <BlogPostsError />
          </LatestSection>
          <ContactCta />
        </>
      )}
    </BlogErrorBoundary>
  );
}
