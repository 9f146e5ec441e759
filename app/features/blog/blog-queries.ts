import type { QueryClient } from "@tanstack/react-query";
import { blogMessages, type BlogPost, type BlogPostResponse } from "#contracts/blog";
import { createQueryClient } from "#app/lib/query-client";
import { readListAnswer } from "./blog-failure";
import { listKey, serverRendered, toSummary, type BlogListData } from "./blog-data";

/**
 * Client-side navigation between blog pages goes through one TanStack Query
 * cache (the defaults of docs/product/product-spec.md §7: 3 retries, backoff capped at 30 s, 5-minute cache),
 * so going back and forth is instant. Loaded on demand (see blog-data.ts);
 * never used on the server, where loaders read the database directly.
 */

export class BlogNotFoundError extends Error {
  constructor() {
    super(blogMessages.notFound);
  }
}

const keys = {
  list: listKey,
  post: (slug: string) => ["blog", "post", slug] as const,
  staticArticle: (number: number) => ["blog", "static", number] as const,
};

let client: QueryClient | undefined;

/** One cache for the blog pages of this browser tab, with what the server rendered added as it comes. */
export function blogQueryClient(): QueryClient {
  client ??= createQueryClient();
  if (serverRendered.lists.size > 0 || serverRendered.posts.size > 0) {
    for (const [key, list] of serverRendered.lists) {
      const queryKey = JSON.parse(key) as unknown[];
      if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, list);
    }
    for (const post of serverRendered.posts.values()) {
      if (client.getQueryData(keys.post(post.slug)) === undefined) remember(client, post);
    }
    serverRendered.lists.clear();
    serverRendered.posts.clear();
  }
  return client;
}

/** A post the server rendered goes into the cache, so returning to it needs no request. */
function remember(cache: QueryClient, post: BlogPost) {
  cache.setQueryData(keys.post(post.slug), post);
  if (post.static_number !== null) cache.setQueryData(keys.staticArticle(post.static_number), post);
}

// A missing post stays missing: retrying only delays the answer.
const isMissing = (error: unknown) =>
  error instanceof BlogNotFoundError ||
  (typeof error === "object" && error !== null && "status" in error && (error as { status: unknown }).status === 404);
const retryUnlessMissing = (failures: number, error: unknown) => !isMissing(error) && failures < 3;

const jsonHeaders = { Accept: "application/json" };

async function getJson<T>(url: string): Promise<{ status: number; body: T | null }> {
  const response = await fetch(url, { headers: jsonHeaders });
  const body = (await response.json().catch(() => null)) as T | null;
  return { status: response.status, body };
}

export function listQuery(page: number, limit: number) {
  return {
    queryKey: keys.list(page, limit),
    queryFn: async (): Promise<BlogListData> => {
      const body = await readListAnswer(await fetch(`/api/blogs?page=${page}&limit=${limit}`, { headers: jsonHeaders }));
      serverRendered.total = body.pagination.total;
      return { posts: body.data.map(toSummary), pagination: body.pagination };
    },
  };
}

export function postQuery(slug: string) {
  return {
    queryKey: keys.post(slug),
    queryFn: async (): Promise<BlogPost> => {
      const { status, body } = await getJson<BlogPostResponse>(`/api/blogs/slug/${encodeURIComponent(slug)}`);
      // docs/product/product-spec.md §2.7 names two outcomes for a post that cannot be shown: the API's answer that it
      // does not exist (404, success: false) is 'Blog not found'; any other failure, an error answer included, 'Failed to load blog'.
      if (status === 404) throw new BlogNotFoundError();
      if (status !== 200 || !body?.success) throw new Error(blogMessages.loadPostFailed);
      return body.data;
    },
    retry: retryUnlessMissing,
  };
}

/** /blog{n}: read through the route's server loader (its 404 is React Router's error response). */
export function staticArticleQuery(number: number, load: () => Promise<BlogPost>) {
  return { queryKey: keys.staticArticle(number), queryFn: load, retry: retryUnlessMissing };
}

/**
 * Fresh cached data at once (no loading state), or a promise the page shows
 * skeletons for while it settles.
 */
export function cachedOrFetch<T>(options: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }): T | Promise<T> {
  const cache = blogQueryClient();
  const state = cache.getQueryState<T>(options.queryKey);
  const staleTime = cache.getDefaultOptions().queries?.staleTime;
  const fresh =
    typeof staleTime === "number" && state?.data !== undefined && !state.isInvalidated && Date.now() - state.dataUpdatedAt < staleTime;
  return fresh ? state.data! : cache.fetchQuery(options);
}

export function prefetchPost(slug: string) {
  void blogQueryClient().prefetchQuery(postQuery(slug));
}
