/**
 * The one door to blog-queries.ts, which is loaded only when a visitor moves
 * between blog pages (see blog-data.ts). It sits apart from blog-data.ts,
 * which blog-queries.ts itself imports, so the two do not import each other.
 */
export const loadBlogQueries = () => import("./blog-queries");

/** Starts loading a post when the visitor shows intent (hover, focus, touch). */
export function prefetchPost(slug: string) {
  void loadBlogQueries().then((queries) => queries.prefetchPost(slug));
}
