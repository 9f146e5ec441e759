import { BackArrow } from "#app/components/ui/direction-icons";
import type { ReactNode } from "react";
import { blogPaging } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
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
import type { Route } from "./+types/blog-list";

const limit = blogPaging.allCount;

export const links = blogFeedLinks;

export function meta({ data: loaded, error, matches }: Route.MetaArgs) {
  return postsListMeta(loaded, error, matches[0]?.loaderData?.lang, { copy: "list", path: "/bloglist" });
}

export async function loader(args: Route.LoaderArgs) {
  return loadFirstPageOfPosts(args, limit);
}

/** Client-side visits: as on /blog, the words from memory or once from the server. */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return postsListClientLoader(args, limit);
}

/** /bloglist (any case): up to 50 posts, 'Back to Blog' (docs/product/product-spec.md §2.7). */
function AllBlogsPage({ copy, children }: { copy: BlogPageCopy; children: ReactNode }) {
  return (
    <>
      <PageHero title={copy.list.title} lead={copy.list.lead} image={copy.heroImage} />
      <section aria-label={copy.list.articlesLabel} className="py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-page">
          <Button asChild variant="outline" className="mb-8">
            <Link to="/blog" prefetch="intent">
              <BackArrow aria-hidden="true" />
              {copy.chrome.backToBlog}
            </Link>
          </Button>
          {children}
        </div>
      </section>
      <ContactCta />
    </>
  );
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  usePrimeList(1, limit, loaderData.first);
  const { lang, copy } = loaderData;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <BlogPendingBar />
      <AllBlogsPage copy={copy}>
        <BlogPosts data={loaderData.first} limit={limit} headingLevel={2} error={<BlogPostsError backToBlog />} />
      </AllBlogsPage>
    </BlogCopyProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BlogErrorBoundary error={error}>
      {(copy) => (
        <>
          <AllBlogsPage copy={copy}>
            <BlogPostsError backToBlog />
          </AllBlogsPage>
        </>
      )}
    </BlogErrorBoundary>
  );
}
