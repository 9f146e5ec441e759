import { isRouteErrorResponse } from "react-router";
import type { BlogChromeCopy } from "#app/content/blog-copy";

export type PostProblemKind = "not-found" | "no-slug" | "failed";

/** What went wrong, from the error a post route's loader threw. */
export function postProblemOf(error: unknown): PostProblemKind {
  if (isRouteErrorResponse(error) && error.status === 404) return "not-found";
  if (isRouteErrorResponse(error) && error.status === 400) return "no-slug";
  return "failed";
}

export const postProblemTexts = (copy: BlogChromeCopy): Record<PostProblemKind, { heading: string; text: string }> => ({
  "not-found": { heading: copy.notFoundHeading, text: copy.notFound },
  "no-slug": { heading: copy.notFoundHeading, text: copy.noSlug },
  failed: { heading: copy.failedHeading, text: copy.loadPostFailed },
});

export const postProblemHeading = (kind: PostProblemKind, copy: BlogChromeCopy) => postProblemTexts(copy)[kind].heading;
