/**
 * The blog as the browser's pages and the server's loaders see it (docs/product/product-spec.md §3
 * "Blog post" and §7). The shapes are the schemas of contracts/api/posts.ts; this module adds what
 * only the pages need.
 */
import type { BlogPage, BlogPost } from "./api/posts";

export { blogMessages, blogPaging, postColorSchemes as blogColorSchemes } from "./api/blog-constants";
export type {
  BlogListResponse,
  BlogPage,
  BlogPagination,
  BlogPost,
  BlogPostResponse,
  BlogSection,
  BlogSummary,
  PostColorScheme as BlogColorScheme,
} from "./api/posts";

/** The image shown when a post's own image cannot be loaded. */
export const defaultBlogImage = "/media/blog/default.svg";

export const blogFeedPath = "/blog/rss.xml";

/** What React Router loaders use to read published posts (no HTTP hop on the server). */
export interface BlogReader {
  list(query: { page: number; limit: number }): Promise<BlogPage>;
  bySlug(slug: string): Promise<BlogPost | null>;
  byStaticNumber(staticNumber: number): Promise<BlogPost | null>;
}
