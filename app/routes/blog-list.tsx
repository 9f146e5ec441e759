import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { blogPaging } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Button } from "#app/components/ui/button";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { blogFeedLinks } from "#app/features/blog/blog-links";
import { BlogPosts } from "#app/features/blog/blog-posts";
import { BlogPostsError } from "#app/features/blog/blog-posts-error";
import { usePrimeList } from "#app/features/blog/blog-data";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { BlogPendingBar } from "#app/features/blog/blog-states";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/blog-list";

const title = "All Blogs";
const lead = "Every article from our team on freight, customs, warehousing and supply chains.";
const limit = blogPaging.allCount;

export const links = blogFeedLinks;

export function meta() {
  return pageMeta({
    title: `${title} | ${site.name}`,
    description: lead,
    keywords: ["logistics articles", "freight", "customs", "warehousing", "supply chain", "India"],
    path: "/bloglist",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { posts, pagination } = await context.blogs.list({ page: 1, limit });
  return { all: { posts, pagination } };
}

export async function clientLoader() {
  const { cachedOrFetch, listQuery } = await loadBlogQueries();
  return { all: cachedOrFetch(listQuery(1, limit)) };
}

/** /bloglist (any case): up to 50 posts, 'Back to Blog' (docs/product/product-spec.md §2.7). */
function AllBlogsPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero title={title} lead={lead} image={heroes.blog} />
      <section aria-label="Articles" className="py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <Button asChild variant="outline" className="mb-8">
            <Link to="/blog" prefetch="intent">
              <ArrowLeft aria-hidden="true" />
              Back to Blog
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
  usePrimeList(1, limit, loaderData.all);
  return (
    <>
      <BlogPendingBar />
      <AllBlogsPage>
        <BlogPosts data={loaderData.all} limit={limit} headingLevel={2} error={<BlogPostsError backToBlog />} />
      </AllBlogsPage>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <AllBlogsPage>
      <BlogPostsError backToBlog />
    </AllBlogsPage>
  );
}
