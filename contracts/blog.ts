import type { IconName } from "#contracts/icons";

/**
 * The blog as the browser and the API see it (spec 3 "Blog post" and 7).
 * Field names follow the observed API (`_id`, `image_url`, `content_sections`).
 */

/** Accent colours the static-article layout knows; a post without one uses the brand blue. */
export const blogColorSchemes = ["blue", "teal", "green", "amber", "indigo", "rose", "slate", "cyan", "violet"] as const;
export type BlogColorScheme = (typeof blogColorSchemes)[number];

export interface BlogSection {
  title: string;
  /** Plain text; paragraphs are separated by a blank line. Never HTML. */
  content: string;
  icon: IconName | null;
}

export interface BlogPost {
  /** The post's id as a string (the observed API's `_id`). */
  _id: string;
  title: string;
  slug: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  excerpt: string;
  /** Site-relative image path, e.g. /media/blog/default.svg. */
  image_url: string;
  content_sections: BlogSection[];
  color_scheme: BlogColorScheme | null;
  /** n when /blog{n} shows this post in the static-article layout. */
  static_number: number | null;
  /** Last edit, ISO-8601 UTC (feeds, sitemap, article:modified_time). */
  updated_at: string;
}

export interface BlogPagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** One page of published posts, newest first. */
export interface BlogPage {
  posts: BlogPost[];
  pagination: BlogPagination;
}

export interface BlogListResponse {
  success: true;
  data: BlogPost[];
  pagination: BlogPagination;
}

export type BlogPostResponse = { success: true; data: BlogPost } | { success: false; data: null; message: string };

export const blogPaging = {
  defaultPage: 1,
  defaultLimit: 10,
  /** Larger limits are answered with this many posts (spec: the all-blogs list fetches 50). */
  maxLimit: 50,
  /** Beyond these a value is not a page request but garbage: 400. */
  absurdLimit: 1000,
  absurdPage: 100_000,
  /** What /blog and /bloglist ask for (spec 9). */
  latestCount: 3,
  allCount: 50,
} as const;

export const blogMessages = {
  notFound: "Blog not found",
  notFoundHeading: "Blog Not Found",
  noSlug: "No blog slug provided",
  loadPostFailed: "Failed to load blog",
  fetchFailed: "Failed to fetch blogs",
  loadListFailed: "Failed to load blogs",
  empty: "No blogs available at the moment",
  badPage: "page must be a whole number from 1 to 100000",
  badLimit: "limit must be a whole number from 1 to 1000 (at most 50 posts are returned)",
} as const;

/** The image shown when a post's own image cannot be loaded. */
export const defaultBlogImage = "/media/blog/default.svg";

export const blogFeedPath = "/blog/rss.xml";

/** What React Router loaders use to read published posts (no HTTP hop on the server). */
export interface BlogReader {
  list(query: { page: number; limit: number }): Promise<BlogPage>;
  bySlug(slug: string): Promise<BlogPost | null>;
  byStaticNumber(staticNumber: number): Promise<BlogPost | null>;
}
