import { ArrowRight, Rss } from "lucide-react";
import { Link } from "react-router";
import { blogFeedPath, blogPaging } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
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
import type { Route } from "./+types/blog";

const title = "Blog";
const lead = "Practical writing on freight, customs, warehousing and supply chains from our team in Navi Mumbai.";
const limit = blogPaging.latestCount;

export const links = blogFeedLinks;

export function meta() {
  return pageMeta({
    title: `${title} | ${site.name}`,
    description: lead,
    keywords: ["logistics blog", "freight", "customs", "warehousing", "supply chain", "India"],
    path: "/blog",
  });
}

/** Server render: the latest posts straight from the database, in the HTML. */
export async function loader({ context }: Route.LoaderArgs) {
  const { posts, pagination } = await context.blogs.list({ page: 1, limit });
  return { latest: { posts, pagination } };
}

/** Client-side visits: the query cache, or the API while the cards show their skeletons. */
export async function clientLoader() {
  const { cachedOrFetch, listQuery } = await loadBlogQueries();
  return { latest: cachedOrFetch(listQuery(1, limit)) };
}

function BlogHero() {
  return <PageHero eyebrow="Insights" title={title} lead={lead} image={heroes.blog} />;
}

function LatestSection({ children }: { children: React.ReactNode }) {
  return (
    <Section id="latest" title="Latest articles">
      {children}
      <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Button asChild size="lg">
          <Link to="/bloglist" prefetch="intent">
            Show All Blogs
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <a
          href={blogFeedPath}
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          RSS feed
        </a>
      </div>
    </Section>
  );
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  usePrimeList(1, limit, loaderData.latest);
  return (
    <>
      <BlogPendingBar />
      <BlogHero />
      <LatestSection>
        <BlogPosts data={loaderData.latest} limit={limit} headingLevel={3} error={<BlogPostsError />} />
      </LatestSection>
      <ContactCta />
    </>
  );
}

/** The posts could not be read on the server: the page still renders, with the message of docs/product/product-spec.md §8. */
export function ErrorBoundary() {
  return (
    <>
      <BlogHero />
      <LatestSection>
        <BlogPostsError />
      </LatestSection>
      <ContactCta />
    </>
  );
}
