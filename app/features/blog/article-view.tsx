import type { BlogPost } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PostParagraphs } from "#app/components/content/post-paragraphs";
import { ContentIcon } from "#app/components/ui/content-icon";
import { useI18n } from "#app/i18n/i18n-provider";
import { cn } from "#app/lib/cn";
import { articleLangAttribute } from "./blog-copy-context";
import type { BlogSummary } from "./blog-data";
import { BlogImage } from "./blog-image";
import { schemeClasses } from "./color-schemes";
import { PostByline, PostFooter } from "./post-reading";
import { ShowAllBlogs } from "./show-all-blogs";

type LayoutProps = { post: BlogPost; articleLang: string | undefined };

/**
 * One article view for both addresses of a post (docs/product/product-spec.md §2.7): /blog/{slug} (`layout`
 * "post": a hero with the title and image, then the sections, then 'Show All Blogs') and /blog1 … /blog9
 * ("static": 'Show All Blogs', a full-width hero image with the title over it, then stacked cards with heading,
 * icon and text in the post's colour scheme). Both end with the byline's post footer and the contact call.
 */
export function ArticleView({ post, related, layout }: { post: BlogPost; related: BlogSummary[]; layout: "post" | "static" }) {
  // The article is in its own language (English today), whatever the page's.
  const articleLang = articleLangAttribute(post, useI18n().lang);
  return (
    <>
      {layout === "post" ? <PostLayout post={post} articleLang={articleLang} /> : <StaticLayout post={post} articleLang={articleLang} />}
      <PostFooter post={post} related={related} column={layout === "post" ? "max-w-3xl" : "max-w-5xl"} />
      <ContactCta />
    </>
  );
}

function PostLayout({ post, articleLang }: LayoutProps) {
  return (
    <>
      <section data-hero className="bg-brand-navy pt-16 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-page py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
          <div>
            <PostByline post={post} />
            <h1 lang={articleLang} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
              {post.title}
            </h1>
            <p lang={articleLang} className="mt-4 max-w-2xl text-base text-pretty text-slate-200 sm:text-lg">
              {post.excerpt}
            </p>
          </div>
          <BlogImage src={post.image_url} highPriority className="rounded-lg shadow-lg" />
        </div>
      </section>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16" aria-label={post.title}>
        {post.content_sections.map((section, index) => (
          <section key={index} lang={articleLang} className="mt-10 first:mt-0">
            <h2 className="text-2xl font-bold tracking-tight text-balance">{section.title}</h2>
            <PostParagraphs content={section.content} className="mt-4" />
          </section>
        ))}
        <div className="mt-12 border-t border-border pt-8">
          <ShowAllBlogs />
        </div>
      </article>
    </>
  );
}

function StaticLayout({ post, articleLang }: LayoutProps) {
  const scheme = schemeClasses(post.color_scheme);
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
            <PostParagraphs content={section.content} className="mt-5" />
          </article>
        ))}
      </div>
    </>
  );
}
