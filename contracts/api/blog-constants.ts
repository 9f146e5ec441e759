/**
 * The blog's constants, without zod: the blog pages import these, and keeping them apart from the
 * schemas of ./posts.ts keeps zod out of a post's first-render JavaScript (tests/e2e/budget.spec.ts).
 */

/** Accent colours the static-article layout knows; a post without one uses the brand blue. */
export const postColorSchemes = ["blue", "teal", "green", "amber", "indigo", "rose", "slate", "cyan", "violet"] as const;

export const blogPaging = {
  defaultPage: 1,
  defaultLimit: 10,
  /** Larger limits are answered with this many posts (docs/product/product-spec.md §9: the all-blogs list fetches 50). */
  maxLimit: 50,
  /** Beyond these a value is not a page request but garbage: 400. */
  absurdLimit: 1000,
  absurdPage: 100_000,
  /** What /blog and /bloglist ask for (docs/product/product-spec.md §9). */
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
  badFields: 'fields must be "full" (whole posts with their sections) or left out (summaries)',
} as const;
