import type { FastifyInstance } from "fastify";
import { blogFeedPath } from "#contracts/blog";
import { brandName } from "#server/lib/brand-name";
import { sendsRepresentations } from "#server/lib/representation";
import { renderRssFeed } from "./rss-feed";

const feedSize = 20;

/** GET /blog/rss.xml: the latest posts as RSS 2.0. A static path, so it wins over the pages' catch-all. */
export async function feedRoutes(app: FastifyInstance) {
  const siteName = brandName(app.config);
  app.get(blogFeedPath, sendsRepresentations, async (request, reply) => {
    const { posts } = await app.blog.list({ page: 1, limit: feedSize });
    reply.type("application/rss+xml; charset=utf-8").header("Cache-Control", "public, max-age=300, stale-while-revalidate=3600");
    // Compressed once per change of the posts (representation.ts), not per feed reader's poll.
    return app.representations.send(
      request,
      reply,
      await app.representations.of(renderRssFeed({ origin: app.config.publicUrl, siteName, posts })),
    );
  });
}
