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
import { usePrimeList } from "#app/features/blog/blog-data";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { BlogPendingBar } from "#app/features/blog/blog-states";
import { BlogCopyProvider, copyOfError, rememberedBlogCopy, type BlogPageCopy } from "#app/features/blog/blog-copy-context";
import { useI18n } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/blog";

const limit = blogPaging.latestCount;

export const links = blogFeedLinks;

export function meta({ data: loaded, error, matches }: Route.MetaArgs) {
  const lang = loaded?.lang ?? matches[0]?.loaderData?.lang;
  const copy = loaded?.copy ?? (lang ? copyOfError(error, lang) : undefined);
  return copy ? pageMeta({ ...copy.index.meta, path: "/blog", lang }) : [];
}

/** Server render: the latest posts straight from the database, in the HTML, with the page's words. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, copy, first } = await loadFirstPageOfPosts(args, limit);
  return { lang, copy, latest: first };
}

/**
 * Client-side visits: the query cache, or the API while the cards show their skeletons. The words come
 * from a blog page already shown in this language, or once from the server (with the posts).
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const lang = routeLanguage(params);
  const copy = rememberedBlogCopy(lang);
  if (!copy) return serverLoader();
  const { cachedOrFetch, listQuery } = await loadBlogQueries();
  return { lang, copy, latest: cachedOrFetch(listQuery(1, limit)) };
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
  usePrimeList(1, limit, loaderData.latest);
  const { lang, copy } = loaderData;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <BlogPendingBar />
      <BlogHero copy={copy} />
      <LatestSection copy={copy}>
        <BlogPosts data={loaderData.latest} limit={limit} headingLevel={3} error={<BlogPostsError />} />
      </LatestSection>
      <ContactCta />
    </BlogCopyProvider>
  );
}

/** The posts could not be read on the server: the page still renders, with the message of docs/product/product-spec.md §8. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang } = useI18n();
  const copy = copyOfError(error, lang);
  // No words at hand (a client-side visit whose first request failed): the site's own error page.
  if (!copy) throw error;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <BlogHero copy={copy} />
      <LatestSection copy={copy}>
        <BlogPostsError />
      </LatestSection>
      <ContactCta />
    </BlogCopyProvider>
  );
}
