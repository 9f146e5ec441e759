import type { BlogSummary } from "#contracts/api/posts";
import { escapeXml } from "#server/lib/escape-xml";

// XML 1.0 cannot carry most control characters, escaped or not; a stray one must not break the feed.
// eslint-disable-next-line no-control-regex
const stripInvalid = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");

const text = (value: string) => escapeXml(stripInvalid(value));

/** RFC 822 date for RSS, from a YYYY-MM-DD publication date. */
export function rssDate(date: string) {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toUTCString() : parsed.toUTCString();
}

/** An RSS 2.0 document of the given posts (newest first). Everything from the database is escaped. */
export function renderRssFeed({ origin, siteName, posts }: { origin: string; siteName: string; posts: BlogSummary[] }) {
  const blogUrl = `${origin}/blog`;
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    return [
      "    <item>",
      `      <title>${text(post.title)}</title>`,
      `      <link>${text(link)}</link>`,
      `      <guid isPermaLink="true">${text(link)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <description>${text(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (!latest || post.updated_at > latest ? post.updated_at : latest),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${text(`${siteName} blog`)}</title>`,
    `    <link>${text(blogUrl)}</link>`,
    `    <description>${text(`Articles on freight, customs, warehousing and supply chains from ${siteName}.`)}</description>`,
    "    <language>en-in</language>",
    `    <atom:link href="${text(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
