import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogMessages, type BlogListResponse, type BlogPost } from "#contracts/api/posts";
import { nowIso } from "#server/lib/time";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { createBlogService } from "./blog-service";
import { insertPost, type NewPost } from "./post-repository";
import { seedPosts } from "./seed-posts";
import { plainBody } from "#server/lib/representation";

const newestFirst = [...seedPosts].sort((a, b) => b.date.localeCompare(a.date));

const extraPost = (overrides: Partial<NewPost>): NewPost => ({
  slug: "extra",
  title: "Extra post",
  date: "2026-01-01",
  excerpt: "An extra post for a test.",
  image: "/media/blog/default.svg",
  colorScheme: null,
  staticNumber: null,
  published: true,
  publishAt: null,
  sections: [{ title: "Only section", content: "Text.", icon: null }],
  ...overrides,
});

/** Counts the statements a Kysely instance runs. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

describe.each(testDialects)("blog API on %s", (dialect) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const list = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BlogListResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("lists the nine seeded articles, newest first, 10 per page by default", async () => {
    const body = await list("/api/blogs");
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 9, pages: 1 });
    expect(body.data.map((post) => post.slug)).toEqual(newestFirst.map((post) => post.slug));
  });

  it("lists summaries: every field of a post but its sections, which are most of its size", async () => {
    const { data } = await list("/api/blogs?page=1&limit=50");
    expect(data.length).toBe(9);
    expect(data.every((post) => !("content_sections" in post))).toBe(true);
    const full = await list("/api/blogs?page=1&limit=50&fields=full");
    expect(full.data.map((post) => Object.fromEntries(Object.entries(post).filter(([key]) => key !== "content_sections")))).toEqual(data);
    const bad = await get("/api/blogs?fields=all");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(blogMessages.badFields.replaceAll('"', '\\"'));
  });

  it("answers each post in the shape of docs/product/product-spec.md §3, sections in order with their icons", async () => {
    const { data } = await list("/api/blogs?page=1&limit=3&fields=full");
    expect(data).toHaveLength(3);
    const post = data[0]!;
    const seed = newestFirst[0]!;
    expect(post).toMatchObject({
      _id: expect.stringMatching(/^\d+$/),
      title: seed.title,
      slug: seed.slug,
      date: seed.date,
      excerpt: seed.excerpt,
      image_url: seed.image,
      color_scheme: seed.colorScheme,
      static_number: seed.staticNumber,
    });
    expect("content_sections" in post && post.content_sections).toEqual(
      seed.sections.map(({ title, content, icon }) => ({ title, content, icon })),
    );
  });

  it("pages through the list with total and pages", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`/api/blogs?page=${page}&limit=3`)));
    expect(pages.map((p) => p.pagination)).toEqual([1, 2, 3, 4].map((page) => ({ page, limit: 3, total: 9, pages: 3 })));
    expect(pages.flatMap((p) => p.data.map((post) => post.slug))).toEqual(newestFirst.map((post) => post.slug));
    expect(pages[3]!.data).toEqual([]);
  });

  it("caps limit at 50", async () => {
    for (const limit of [51, 100, 1000]) {
      const body = await list(`/api/blogs?page=1&limit=${limit}`);
      expect(body.pagination.limit).toBe(50);
      expect(body.data).toHaveLength(9);
    }
  });

  // The code is the schema check that failed (zod's issue code): a client's own words for a bad page or limit.
  const badQueries: [string, "page" | "limit", string][] = [
    ["page=0", "page", "custom"],
    ["page=-1", "page", "invalid_format"],
    ["page=1.5", "page", "invalid_format"],
    ["page=abc", "page", "invalid_format"],
    ["page=", "page", "invalid_format"],
    ["page=1e2", "page", "invalid_format"],
    ["page=%201", "page", "invalid_format"],
    ["page=100001", "page", "custom"],
    ["page=99999999999999999999", "page", "invalid_format"],
    ["page=1&page=2", "page", "invalid_type"],
    ["limit=0", "limit", "custom"],
    ["limit=-5", "limit", "invalid_format"],
    ["limit=2.5", "limit", "invalid_format"],
    ["limit=ten", "limit", "invalid_format"],
    ["limit=", "limit", "invalid_format"],
    ["limit=1001", "limit", "custom"],
    ["limit=0x10", "limit", "invalid_format"],
  ];
  it.each(badQueries)("refuses ?%s with 400 naming %s", async (query, field, code) => {
    const res = await get(`/api/blogs?${query}`);
    expect(res.statusCode).toBe(400);
    const message = field === "page" ? blogMessages.badPage : blogMessages.badLimit;
    expect(res.json()).toEqual({ success: false, code, message, errors: [{ field, code, message }] });
  });

  it("answers a post by slug", async () => {
    const seed = seedPosts[2]!;
    const res = await get(`/api/blogs/slug/${seed.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: true; data: BlogPost }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ slug: seed.slug, title: "Sustainable Logistics: Green Solutions", static_number: 3 });
    expect(body.data.content_sections.map((s) => s.title)).toEqual([
      "Introduction",
      "Cleaner Transportation Solutions",
      "Sustainable Packaging Strategies",
      "Key Takeaway",
    ]);
  });

  it.each(["no-such-post", "x".repeat(300), "%3Cscript%3E", "' or 1=1 --", "a/b"])("answers an unknown slug %s with 404", async (slug) => {
    const res = await get(`/api/blogs/slug/${encodeURIComponent(decodeURIComponent(slug))}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, message: "Blog not found" });
  });

  it("finds a post whose slug is 120 characters long", async () => {
    const slug = `long-${"x".repeat(115)}`;
    await insertPost(t.database.db, extraPost({ slug, date: "2000-01-01" }), nowIso());
    t.app.blog.invalidate();
    expect((await get(`/api/blogs/slug/${slug}`)).statusCode).toBe(200);
  });

  it.each(["/api/blogs/slug/%00", "/api/blogs/slug/1%00"])(
    "answers a slug holding NUL (%s) as not found, on PostgreSQL too",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    },
  );

  it.each(["/api/blogs/slug/%", "/api/blogs/slug/%ff"])("answers a malformed %%-escape (%s) with 400 in the API's shape", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "The address is not valid." });
  });

  it.each(["/api/blogs/slug/%20", "/api/blogs/slug/"])("answers a blank or missing slug (%s) with 400", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: blogMessages.noSlug });
  });

  it("sends cache headers and a strong ETag, and 304 when it still matches in any form", async () => {
    const first = await get("/api/blogs?page=1&limit=3");
    expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("/api/blogs?page=1&limit=3", { "if-none-match": ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe("");
    }
    expect((await get("/api/blogs?page=1&limit=3", { "if-none-match": '"other"' })).statusCode).toBe(200);
    const post = await get(`/api/blogs/slug/${seedPosts[0]!.slug}`);
    expect(post.headers.etag).toBeTruthy();
    expect((await get(`/api/blogs/slug/${seedPosts[0]!.slug}`, { "if-none-match": String(post.headers.etag) })).statusCode).toBe(304);
  });

  it("sends each answer compressed as the browser asks, the same bytes every time (compressed once, not per request)", async () => {
    const url = "/api/blogs?page=1&limit=50";
    const plain = await get(url);
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const br = await get(url, browser);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, browser)).rawPayload.equals(br.rawPayload)).toBe(true);
    // Each encoding has its own validator, and any of them revalidates.
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect((await get(url, { ...browser, "if-none-match": String(br.headers.etag) })).statusCode).toBe(304);
    const gzipped = await get(url, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const refused = await get(url, { "accept-encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("hides unpublished posts from the list, the slug lookup, the feed and the sitemap", async () => {
    const before = await list("/api/blogs?page=1&limit=50");
    await insertPost(t.database.db, extraPost({ slug: "draft-post", title: "A draft", date: "2099-01-01", published: false }), nowIso());
    t.app.blog.invalidate();
    const after = await list("/api/blogs?page=1&limit=50");
    expect(after.pagination.total).toBe(before.pagination.total);
    expect(after.data.map((post) => post.slug)).not.toContain("draft-post");
    expect((await get("/api/blogs/slug/draft-post")).statusCode).toBe(404);
    expect((await get("/blog/rss.xml")).body).not.toContain("draft-post");
    expect((await get("/sitemap.xml")).body).not.toContain("draft-post");
  });

  it("orders posts of the same date by newest id and shows a new post after invalidate()", async () => {
    const now = nowIso();
    await insertPost(t.database.db, extraPost({ slug: "same-day-a", date: "2098-05-05" }), now);
    await insertPost(t.database.db, extraPost({ slug: "same-day-b", date: "2098-05-05" }), now);
    t.app.blog.invalidate();
    const { data, pagination } = await list("/api/blogs?page=1&limit=2");
    expect(data.map((post) => post.slug)).toEqual(["same-day-b", "same-day-a"]);
    expect(pagination.total).toBe(12);
  });

  it("tells its listeners on every invalidate(), so rendered pages built on it drop too", () => {
    let calls = 0;
    t.app.blog.onInvalidate(() => calls++);
    t.app.blog.invalidate();
    t.app.blog.invalidate();
    expect(calls).toBe(2);
  });

  it("reads a page of whole posts with three queries, however many posts it holds (no N+1), and a list with two", async () => {
    const counter = new QueryCounter();
    const service = createBlogService(t.database.db.withPlugin(counter), t.app.representations, { ttlMs: 0 });
    const full = JSON.parse(plainBody(await service.listJson({ page: "1", limit: "50", fields: "full" })).toString()) as BlogListResponse;
    expect(full.data.length).toBeGreaterThanOrEqual(9);
    expect(full.data.every((post) => "content_sections" in post && post.content_sections.length > 0)).toBe(true);
    expect(counter.count).toBe(3);
    counter.count = 0;
    await service.list({ page: 1, limit: 50 });
    expect(counter.count).toBe(2);
  });

  it("serves an RSS 2.0 feed of the posts, escaped", async () => {
    await insertPost(
      t.database.db,
      extraPost({ slug: "xss-feed", title: "</title><script>alert(1)</script> & co", date: "2097-01-01" }),
      nowIso(),
    );
    t.app.blog.invalidate();
    const res = await get("/blog/rss.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    for (const post of seedPosts) expect(res.body).toContain(`<link>http://localhost:3000/blog/${post.slug}</link>`);
    expect(res.body).toContain("<pubDate>Tue, 20 Oct 2026 00:00:00 GMT</pubDate>");
    expect(res.body).not.toContain("<script>");
    expect(res.body).toContain("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co");
  });

  it("lists the blog and every published post in sitemap.xml with lastmod, but not /blog1 … /blog9", async () => {
    const body = (await get("/sitemap.xml")).body;
    expect(body).toMatch(/<loc>http:\/\/localhost:3000\/blog<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(body).toContain("<loc>http://localhost:3000/bloglist</loc>");
    for (const post of seedPosts)
      expect(body).toMatch(new RegExp(`<loc>http://localhost:3000/blog/${post.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(body).not.toMatch(/\/blog\d<\/loc>/);
  });
});
