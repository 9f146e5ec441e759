import type { BlogPost } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { useI18n } from "#app/i18n/i18n-provider";
import { articleLangAttribute } from "./blog-copy-context";
import { ContentIcon } from "#app/components/ui/content-icon";
import { cn } from "#app/lib/cn";
import type { BlogSummary } from "./blog-data";
import { BlogImage } from "./blog-image";
import { schemeClasses } from "./color-schemes";
import { PostParagraphs } from "#app/components/content/post-paragraphs";
import { PostByline, PostFooter } from "./post-reading";
import { ShowAllBlogs } from "./show-all-blogs";

/**
 * /blog1 … /blog9 (docs/product/product-spec.md §2.7): 'Show All Blogs', a full-width hero image with
 * the title over it, then stacked cards with heading, icon and text in the
 * post's colour scheme.
 */
export function StaticArticleView({ post, related }: { post: BlogPost; related: BlogSummary[] }) {
  const scheme = schemeClasses(post.color_scheme);
  // The article is in its own language (English today), whatever the page's.
  const articleLang = articleLangAttribute(post, useI18n().lang);
  return (
    <>
      <section
        data-hero
        className="relative isolate flex min-h-[420px] items-end overflow-hidden bg-brand-navy pt-16 text-white md:min-h-[520px]"
      >
        <BlogImage src={post.image_url} highPriority fill className="-z-10" />
        {/* The art carries the logo's tagline; an even scrim keeps it from competing with the title. */}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-[#06182e]/95 via-[#06182e]/85 to-[#06182e]/75" />
        <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 md:py-14">
          <ShowAllBlogs variant="onDark" />
          <div className="mt-8">
            <PostByline post={post} />
          </div>
          <h1 lang={articleLang} className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
            {post.title}
          </h1>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-14 sm:px-6 sm:py-16">
        {post.content_sections.map((section, index) => (
          <article
            key={index}
            lang={articleLang}
            className={cn("rounded-lg border border-s-4 border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8", scheme.edge)}
          >
            <div className="flex items-center gap-4">
              {section.icon && (
                <span className={cn("inline-flex size-12 shrink-0 items-center justify-center rounded-md", scheme.badge)}>
                  <ContentIcon name={section.icon} className="size-6" />
                </span>
              )}
              <h2 className="text-xl font-bold tracking-tight text-balance sm:text-2xl">{section.title}</h2>
            </div>
            <PostParagraphs content={section.content} formatted={section.formatted} className="mt-5" />
          </article>
        ))}
      </div>
      <PostFooter post={post} related={related} column="max-w-5xl" />
      <ContactCta />
    </>
  );
}
