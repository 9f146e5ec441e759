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
import { usePrimeList } from "#app/features/blog/blog-data";
import { loadBlogQueries } from "#app/features/blog/load-blog-queries";
import { BlogPendingBar } from "#app/features/blog/blog-states";
import { BlogCopyProvider, copyOfError, rememberedBlogCopy, type BlogPageCopy } from "#app/features/blog/blog-copy-context";
import { useI18n } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/blog-list";

const limit = blogPaging.allCount;

export const links = blogFeedLinks;

export function meta({ data: loaded, error, matches }: Route.MetaArgs) {
  const lang = loaded?.lang ?? matches[0]?.loaderData?.lang;
  const copy = loaded?.copy ?? (lang ? copyOfError(error, lang) : undefined);
  return copy ? pageMeta({ ...copy.list.meta, path: "/bloglist", lang }) : [];
}

export async function loader(args: Route.LoaderArgs) {
  const { lang, copy, first } = await loadFirstPageOfPosts(args, limit);
  return { lang, copy, all: first };
}

/** Client-side visits: as on /blog, the words from memory or once from the server. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const lang = routeLanguage(params);
  const copy = rememberedBlogCopy(lang);
  if (!copy) return serverLoader();
  const { cachedOrFetch, listQuery } = await loadBlogQueries();
  return { lang, copy, all: cachedOrFetch(listQuery(1, limit)) };
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
  usePrimeList(1, limit, loaderData.all);
  const { lang, copy } = loaderData;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <BlogPendingBar />
      <AllBlogsPage copy={copy}>
        <BlogPosts data={loaderData.all} limit={limit} headingLevel={2} error={<BlogPostsError backToBlog />} />
      </AllBlogsPage>
    </BlogCopyProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang } = useI18n();
  const copy = copyOfError(error, lang);
  // No words at hand (a client-side visit whose first request failed): the site's own error page.
  if (!copy) throw error;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      <AllBlogsPage copy={copy}>
        <BlogPostsError backToBlog />
      </AllBlogsPage>
    </BlogCopyProvider>
  );
}
