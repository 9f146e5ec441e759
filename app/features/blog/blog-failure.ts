import type { BlogChromeCopy } from "#app/content/blog-copy";
import { blogMessages, type BlogListResponse } from "#contracts/blog";

/**
 * docs/product/product-spec.md §8 keeps two list failures apart: an answer that says success: false is
 * 'Failed to fetch blogs'; a request that throws, or an answer that cannot be read, is 'Failed to load blogs'.
 * On the server a loader reads the database directly, so there the only failure is an exception.
 */
export class BlogFetchFailed extends Error {
  constructor() {
    super(blogMessages.fetchFailed);
    this.name = "BlogFetchFailed";
  }
}

/** The posts of a list answer; an answer that says success: false throws BlogFetchFailed, one that cannot be read a plain Error. */
export async function readListAnswer(response: Response): Promise<BlogListResponse> {
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || !("success" in body)) throw new Error(blogMessages.loadListFailed);
  if (body.success === false) throw new BlogFetchFailed();
  if (body.success !== true || !("data" in body) || !Array.isArray(body.data) || !("pagination" in body))
    throw new Error(blogMessages.loadListFailed);
  return body as BlogListResponse;
}

/** What a list page says when its posts could not be shown, in the page's words (content/blog-copy.ts). */
export function listFailureMessage(
  error: unknown,
  copy: Pick<BlogChromeCopy, "fetchFailed" | "loadListFailed"> = {
    fetchFailed: blogMessages.fetchFailed,
    loadListFailed: blogMessages.loadListFailed,
  },
): string {
  return error instanceof BlogFetchFailed ? copy.fetchFailed : copy.loadListFailed;
}
