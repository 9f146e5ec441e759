import { ContentIcon } from "#app/components/ui/content-icon";
import type { ArticleLayout, ArticlePartProps } from "./article-view";
import { BlogImage } from "./blog-image";
import { PostParagraphs } from "#app/components/content/post-paragraphs";
import { PostByline } from "./post-reading";
import { ShowAllBlogs } from "./show-all-blogs";

/** /blog1 … /blog9's hero: 'Show All Blogs' and the title over a full-width image. */
function StaticArticleHero({ post, text }: ArticlePartProps) {
  return (
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
        <h1 {...text} className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
          {post.title}
        </h1>
      </div>
    </section>
  );
}

/** /blog1 … /blog9's sections: stacked cards with heading, icon and text in the post's colour scheme. */
function StaticArticleSections({ post, text }: ArticlePartProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-14 sm:px-6 sm:py-16">
      {post.content_sections.map((section, index) => (
        <article
          key={index}
          {...text}
          data-scheme={post.color_scheme ?? "blue"}
          className="rounded-lg border border-s-4 border-border border-s-(color:--scheme-edge) bg-card p-6 text-card-foreground shadow-sm sm:p-8 dark:border-s-(color:--scheme-edge-dark)"
        >
          <div className="flex items-center gap-4">
            {section.icon && (
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-(--scheme-badge) text-(--scheme-badge-text) dark:bg-(--scheme-badge-dark) dark:text-(--scheme-badge-text-dark)">
                <ContentIcon name={section.icon} className="size-6" />
              </span>
            )}
            <h2 className="text-xl font-bold tracking-tight text-balance sm:text-2xl">{section.title}</h2>
          </div>
          <PostParagraphs content={section.content} formatted={section.formatted} className="mt-5" />
        </article>
      ))}
    </div>
  );
}

/** /blog1 … /blog9 (docs/product/product-spec.md §2.7): a full-width hero image with the title over it, then the sections as cards. */
export const staticArticleLayout: ArticleLayout = { Hero: StaticArticleHero, Sections: StaticArticleSections, column: "max-w-5xl" };
