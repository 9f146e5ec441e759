import { useEffect } from "react";
import type { BlogPagination, BlogPost, BlogSummary } from "#contracts/blog";

/**
 * What blog pages need on their first render. The TanStack Query cache that
 * serves client-side navigation (blog-queries.ts) is loaded only when it is
 * used, so it costs nothing until a visitor moves between blog pages.
 */

/** What a list card needs; the sections stay out of the list pages' HTML. */
export type { BlogSummary };

export interface BlogListData {
  posts: BlogSummary[];
  pagination: BlogPagination;
}

export const toSummary = (post: BlogPost | BlogSummary): BlogSummary => {
  if (!("content_sections" in post)) return post;
  const { content_sections: _sections, ...summary } = post;
  return summary;
};

/** Data the server rendered, handed to the query cache when it is created (see blog-queries.ts). */
export const serverRendered = {
  lists: new Map<string, BlogListData>(),
  posts: new Map<string, BlogPost>(),
  /** How many posts the last list said exist: the number of skeleton cards to show. */
  total: undefined as number | undefined,
};

export const listKey = (page: number, limit: number) => ["blog", "list", page, limit] as const;

/** After hydration, keep the post the server rendered for a later client-side visit (the lists keep theirs: posts-list-route.ts). */
export function usePrimePost(post: BlogPost) {
  useEffect(() => {
    serverRendered.posts.set(post.slug, post);
  }, [post]);
}
