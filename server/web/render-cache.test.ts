import { describe, expect, it } from "vitest";
import { RenderCache, renderCacheKey, type RenderedPage } from "./render-cache";

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: '<script nonce="n-old">go()</script><script nonce="n-old">more()</script>',
  nonce: "n-old",
  ...overrides,
});

describe("renderCacheKey", () => {
  it.each([
    ["GET", "/blog", "/blog"],
    ["GET", "/blog/sustainable-logistics-green-solutions", "/blog/sustainable-logistics-green-solutions"],
    ["GET", "/bloglist", "/bloglist"],
    ["GET", "/blogList", "/blogList"],
    ["GET", "/blog3", "/blog3"],
    ["GET", "/blog?page=2", undefined],
    ["GET", "/blog/a-post?utm_source=x", undefined],
    ["HEAD", "/blog", undefined],
    ["POST", "/blog", undefined],
    ["GET", "/blog/a/b", undefined],
    ["GET", "/blog10", undefined],
    ["GET", "/newsletter/confirm", undefined],
    ["GET", "/admin", undefined],
    ["GET", "/about-us", undefined],
  ])("%s %s → %s", (method, url, key) => {
    expect(renderCacheKey(method, url)).toBe(key);
  });
});

describe("RenderCache", () => {
  it("serves a page until its time is up, with the reader's own nonce in every place", () => {
    let now = 0;
    const cache = new RenderCache(1_000, 10, () => now);
    cache.set("/blog", page(), cache.generation);
    now = 999;
    const hit = cache.get("/blog", "n-new");
    expect(hit?.body).toBe('<script nonce="n-new">go()</script><script nonce="n-new">more()</script>');
    expect(hit?.nonce).toBe("n-new");
    expect(cache.get("/blog", "n-other")?.body).not.toContain("n-new");
    now = 1_000;
    expect(cache.get("/blog", "n-new")).toBeUndefined();
  });

  it.each([
    ["a not-found", page({ status: 404 })],
    ["an error", page({ status: 500 })],
    ["a page that sets a cookie", page({ headers: [["set-cookie", "a=b"]] })],
  ])("never keeps %s", (_, rendered) => {
    const cache = new RenderCache();
    cache.set("/blog/x", rendered, cache.generation);
    expect(cache.get("/blog/x", "n")).toBeUndefined();
  });

  it("forgets every page on clear() (a staff write)", () => {
    const cache = new RenderCache();
    cache.set("/blog", page(), cache.generation);
    cache.set("/blog/x", page(), cache.generation);
    cache.clear();
    expect(cache.get("/blog", "n")).toBeUndefined();
    expect(cache.get("/blog/x", "n")).toBeUndefined();
  });

  it("does not keep a page whose render began before a staff write", () => {
    const cache = new RenderCache();
    const renderStarted = cache.generation;
    // The staff write lands while the page is still rendering from the old post.
    cache.clear();
    cache.set("/blog/x", page(), renderStarted);
    expect(cache.get("/blog/x", "n")).toBeUndefined();
    cache.set("/blog/x", page(), cache.generation);
    expect(cache.get("/blog/x", "n")).toBeDefined();
  });

  it("holds at most maxEntries pages, dropping the oldest", () => {
    const cache = new RenderCache(1_000, 2, () => 0);
    cache.set("/blog1", page(), cache.generation);
    cache.set("/blog2", page(), cache.generation);
    cache.set("/blog3", page(), cache.generation);
    expect(cache.get("/blog1", "n")).toBeUndefined();
    expect(cache.get("/blog2", "n")).toBeDefined();
    expect(cache.get("/blog3", "n")).toBeDefined();
  });
});
