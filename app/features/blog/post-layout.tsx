import type { ArticleLayout, ArticlePartProps } from "./article-view";
import { BlogImage } from "./blog-image";
import { PostParagraphs } from "#app/components/content/post-paragraphs";
import { PostByline } from "./post-reading";
import { ShowAllBlogs } from "./show-all-blogs";

/** /blog/{slug}'s hero: the byline, title and excerpt beside the post's image. */
function PostHero({ post, text }: ArticlePartProps) {
  return (
    <section data-hero className="bg-brand-navy pt-16 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-page py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <div>
          <PostByline post={post} />
          <h1 {...text} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
            {post.title}
          </h1>
          <p {...text} className="mt-4 max-w-2xl text-base text-pretty text-slate-200 sm:text-lg">
            {post.excerpt}
          </p>
        </div>
        <BlogImage src={post.image_url} highPriority className="rounded-lg shadow-lg" />
      </div>
    </section>
  );
}

/** /blog/{slug}'s sections: headed prose in one column, then 'Show All Blogs'. */
function PostSections({ post, text }: ArticlePartProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16" aria-label={post.title}>
      {post.content_sections.map((section, index) => (
        <section key={index} {...text} className="mt-10 first:mt-0">
          <h2 className="text-2xl font-bold tracking-tight text-balance">{section.title}</h2>
          <PostParagraphs content={section.content} formatted={section.formatted} className="mt-4" />
        </section>
      ))}
      <div className="mt-12 border-t border-border pt-8">
        <ShowAllBlogs />
      </div>
    </article>
  );
}

/** /blog/{slug} (docs/product/product-spec.md §2.7): a hero with the title and image, then the sections, then 'Show All Blogs'. */
export const postLayout: ArticleLayout = { Hero: PostHero, Sections: PostSections, column: "max-w-3xl" };
