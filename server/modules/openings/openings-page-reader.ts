import type { OpeningsReader } from "#contracts/openings";
import { unavailableAsRouteError } from "#server/modules/posts/blog-page-reader";

/**
 * The openings as the careers pages' loaders get them (the load context, server/app.ts): a read the
 * database cannot answer, with no earlier copy to serve, becomes a 503 route error, as for the blog.
 */
export function openingsPageReader(openings: OpeningsReader): OpeningsReader {
  return {
    list: unavailableAsRouteError((query) => openings.list(query)),
    bySlug: unavailableAsRouteError((slug) => openings.bySlug(slug)),
  };
}
