import { blogMessages, blogPaging } from "#contracts/blog";
import { HttpError } from "#server/errors";

/**
 * page and limit of GET /api/blogs. Only plain whole numbers are accepted
 * ("2", not "2.0", "1e3", "-1" or "two"); a limit above 50 is answered with 50
 * posts, but an absurd one is refused so a typo does not pass silently.
 */
export function parseBlogQuery(query: unknown): { page: number; limit: number } {
  const raw = (query ?? {}) as Record<string, unknown>;
  const page = wholeNumber(raw.page, blogPaging.defaultPage, blogPaging.absurdPage);
  if (page === null) throw new HttpError(400, blogMessages.badPage, [{ field: "page", message: blogMessages.badPage }]);
  const limit = wholeNumber(raw.limit, blogPaging.defaultLimit, blogPaging.absurdLimit);
  if (limit === null) throw new HttpError(400, blogMessages.badLimit, [{ field: "limit", message: blogMessages.badLimit }]);
  return { page, limit: Math.min(limit, blogPaging.maxLimit) };
}

function wholeNumber(value: unknown, fallback: number, max: number): number | null {
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}
