import type { FastifyInstance } from "fastify";
import { everyLanguagePath, languages } from "#contracts/languages";
import { staticPublicPaths } from "#contracts/public-paths";
import { escapeXml } from "#server/lib/escape-xml";
import { sendsRepresentations } from "#server/lib/representation";

/** Paths (beyond the static pages) a module wants in the sitemap, e.g. blog posts. */
export type SitemapSource = () => Promise<{ path: string; lastModified?: string }[]>;

/**
 * robots.txt and sitemap.xml (public routes only; the staff area and API are excluded). `pageLastModified` tells,
 * per page address, when it was last rendered again for words staff published (issue 30).
 */
export async function seoRoutes(
  app: FastifyInstance,
  {
    sources = [],
    pageLastModified = () => undefined,
  }: { sources?: SitemapSource[]; pageLastModified?: (path: string) => string | undefined },
) {
  const origin = app.config.publicUrl;

  app.get("/robots.txt", async (_request, reply) => {
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  });

  app.get("/sitemap.xml", sendsRepresentations, async (request, reply) => {
    const extra = (await Promise.all(sources.map((source) => source()))).flat();
    const entries = [...staticPublicPaths.map((path) => ({ path, lastModified: undefined as string | undefined })), ...extra];
    const urls = entries.flatMap(({ path, lastModified }) => {
      // Every page exists in all 16 languages; each address lists the others as its alternates.
      const paths = everyLanguagePath(path);
      const addresses = paths.map((localized) => escapeXml(origin + localized));
      const alternates = [
        ...languages.map(({ code }, i) => `<xhtml:link rel="alternate" hreflang="${code}" href="${addresses[i]}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${addresses[0]}"/>`,
      ].join("");
      return addresses.map((loc, i) => {
        const modified = pageLastModified(paths[i]!) ?? lastModified;
        const lastmod = modified ? `<lastmod>${modified.slice(0, 10)}</lastmod>` : "";
        return `  <url><loc>${loc}</loc>${lastmod}${alternates}</url>`;
      });
    });
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
    // Compressed once per change of the list (representation.ts), not per crawler's request.
    return app.representations.send(request, reply, await app.representations.of(xml));
  });
}
