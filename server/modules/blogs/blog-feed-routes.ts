import type { FastifyInstance } from "fastify";
import { blogFeedPath } from "#contracts/blog";
import type { SitemapSource } from "#server/modules/seo/seo-routes";
import { renderRssFeed } from "./blog-feed";
import { blogService } from "./blog-service";

const feedSize = 20;

/**
 * The brand as the server knows it: the display name the site's email is sent
 * under (MAIL_FROM), so a rebrand needs no second edit here.
 */
function siteNameOf(app: FastifyInstance) {
  const name = /^\s*"?([^"<]+?)"?\s*</.exec(app.config.mail.from)?.[1];
  return name ?? new URL(app.config.publicUrl).host;
}

/** GET /blog/rss.xml: the latest posts as RSS 2.0. A static path, so it wins over the pages' catch-all. */
export async function blogFeedRoutes(app: FastifyInstance) {
  const blogs = blogService(app.db);
  app.get(blogFeedPath, async (_request, reply) => {
    const { posts } = await blogs.list({ page: 1, limit: feedSize });
    reply.type("application/rss+xml; charset=utf-8").header("Cache-Control", "public, max-age=300, stale-while-revalidate=3600");
    return renderRssFeed({ origin: app.config.publicUrl, siteName: siteNameOf(app), posts });
  });
}

/** The blog's pages in sitemap.xml; /blog1 … /blog9 are left out, their canonical is /blog/{slug}. */
export const blogSitemapSource: SitemapSource = (app) => blogService(app.db).sitemapEntries();
