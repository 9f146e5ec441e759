import type { MetaDescriptor } from "react-router";
import type { BlogPost } from "#contracts/blog";
import { site, titleWithSiteName } from "#app/content/site";
import type { BlogChromeCopy } from "#app/content/blog-copy";
import type { LanguageCode } from "#app/i18n/languages";
import { absoluteUrl, pageMeta } from "#app/lib/meta";
import { parseBlogDate } from "./blog-date";

/** Link previews (Open Graph, X) do not show SVG; those posts share the site's image instead. */
const shareable = (image: string) => /\.(png|jpe?g|webp|gif)(\?.*)?$/i.test(image);

export const postPath = (post: Pick<BlogPost, "slug">) => `/blog/${encodeURIComponent(post.slug)}`;

/** schema.org BlogPosting for search engines; React Router escapes it (`<` becomes \u003c) into the page. */
export function blogPostingJsonLd(post: BlogPost) {
  const url = absoluteUrl(postPath(post));
  const organization = {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(site.logo.light.src) },
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image_url),
    datePublished: parseBlogDate(post.date)?.toISOString() ?? post.date,
    dateModified: post.updated_at,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: post.content_sections.map((section) => section.title),
    author: organization,
    publisher: organization,
  };
}

/**
 * The post's own title, description, canonical /blog/{slug} (also for its
 * /blog{n} twin), Open Graph article tags, share image and JSON-LD.
 */
export function postMeta(post: BlogPost, lang: LanguageCode, copy: Pick<BlogChromeCopy, "postKeywords">): MetaDescriptor[] {
  const published = parseBlogDate(post.date)?.toISOString() ?? post.date;
  return pageMeta({
    title: titleWithSiteName(post.title),
    description: post.excerpt,
    keywords: [
      ...copy.postKeywords,
      ...post.content_sections
        .map((section) => section.title.toLowerCase())
        .filter((title) => title !== "introduction" && title !== "key takeaway"),
    ],
    image: shareable(post.image_url) ? post.image_url : undefined,
    path: postPath(post),
    lang,
    type: "article",
    extra: [
      { property: "article:published_time", content: published },
      { property: "article:modified_time", content: post.updated_at },
      { property: "article:author", content: site.name },
      { "script:ld+json": blogPostingJsonLd(post) },
    ],
  });
}

/** Error states of a post page: titled, but never indexed. */
export function postErrorMeta(heading: string): MetaDescriptor[] {
  return [{ title: `${heading} | ${site.name}` }, { name: "robots", content: "noindex" }];
}
