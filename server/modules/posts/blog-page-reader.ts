import { data } from "react-router";
import type { BlogReader } from "#contracts/blog";
import { isDatabaseUnavailable, unavailableMessage } from "#server/errors";

/**
 * The blog's reads as the pages' loaders get them (the load context, server/app.ts). A read the database
 * cannot answer, and that the blog service has no earlier copy of, becomes a 503 route error: React Router
 * renders the route's error page ("Failed to load blog", with "Try again") with status 503, and the error
 * handling adds Retry-After (server/errors.ts). Other failures stay what they are, a 500.
 */
export function blogPageReader(blog: BlogReader): BlogReader {
  return {
    list: unavailableAsRouteError((query) => blog.list(query)),
    bySlug: unavailableAsRouteError((slug) => blog.bySlug(slug)),
    byStaticNumber: unavailableAsRouteError((staticNumber) => blog.byStaticNumber(staticNumber)),
  };
}

/** A read whose database is away becomes a 503 route error; other failures stay what they are (also for the careers pages). */
export const unavailableAsRouteError =
  <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> =>
    read(...args).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw data({ message: unavailableMessage }, { status: 503 });
      throw error;
    });
