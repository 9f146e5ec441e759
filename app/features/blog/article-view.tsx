import type { ComponentType } from "react";
import type { BlogPost } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { useI18n } from "#app/i18n/i18n-provider";
import { articleTextAttributes } from "./blog-copy-context";
import type { BlogSummary } from "./blog-data";
import type { ArticleColumn } from "./post-footer";
import { PostFooter } from "./post-reading";

/** What a layout's parts are given: the post, and the attributes its own words carry (articleTextAttributes). */
export interface ArticlePartProps {
  post: BlogPost;
  text: ReturnType<typeof articleTextAttributes>;
}

/**
 * Where the two article layouts of docs/product/product-spec.md §2.7 differ: the hero (title beside the image, or
 * over it) and the sections (headed prose, or cards in the post's colour scheme). Each layout is a module of its
 * own (post-layout.tsx, static-article-layout.tsx) that only its route imports, so a page loads one layout's code:
 * one module with both put /blog/{slug} and /blog1 over the first-render JavaScript budget (e359aa8).
 */
export interface ArticleLayout {
  Hero: ComponentType<ArticlePartProps>;
  Sections: ComponentType<ArticlePartProps>;
  /** The width of the sections, which the share links below line up with. */
  column: ArticleColumn;
}

/** One article page, /blog/{slug} or /blog1 … /blog9: its layout's hero and sections, then share links, more to read and the call to contact. */
export function ArticleView({ post, related, layout }: { post: BlogPost; related: BlogSummary[]; layout: ArticleLayout }) {
  // The article is in its own language (English today), whatever the page's.
  const text = articleTextAttributes(post, useI18n().lang);
  const { Hero, Sections } = layout;
  return (
    <>
      <Hero post={post} text={text} />
      <Sections post={post} text={text} />
      <PostFooter post={post} related={related} column={layout.column} />
      <ContactCta />
    </>
  );
}
