import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { plainBody } from "#server/lib/representation";
import { inlineScriptHashes } from "./csp";
import { createRepresentations } from "#server/lib/representation";
import { cacheablePage, RenderCache, renderCacheKey, type RenderedPage } from "./render-cache";

const representations = createRepresentations();

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
    ["GET", "/hi/blog/sustainable-logistics-green-solutions", "/hi/blog/sustainable-logistics-green-solutions"],
    ["GET", "/zh-CN/blog3", "/zh-CN/blog3"],
    ["GET", "/ar/careers", "/ar/careers"],
    ["GET", "/xx/blog", undefined],
    ["GET", "/hi/about-us", undefined],
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

describe("cacheablePage", () => {
  it("takes the nonce out and allows the inline scripts by their hashes, so every reader gets the same bytes", async () => {
    const kept = await cacheablePage(page(), representations);
    expect(plainBody(kept!.representation).toString()).toBe("<script>go()</script><script>more()</script>");
    expect(kept?.scriptHashes).toEqual(inlineScriptHashes("<script>go()</script><script>more()</script>"));
    expect(kept?.scriptHashes).toHaveLength(2);
  });

  it("keeps the compressed copies of a page large enough to gain from them", async () => {
    const body = `<script nonce="n-old">go()</script>${"<p>Freight forwarding from Nhava Sheva.</p>".repeat(100)}`;
    const kept = await cacheablePage(page({ body }), representations);
    expect(brotliDecompressSync(kept!.representation.br!).toString()).toBe(body.replace(' nonce="n-old"', ""));
    expect(gunzipSync(kept!.representation.gzip!).toString()).toBe(body.replace(' nonce="n-old"', ""));
  });

  it.each([
    ["a not-found", page({ status: 404 })],
    ["an error", page({ status: 500 })],
    ["a page that sets a cookie", page({ headers: [["set-cookie", "a=b"]] })],
    ["a page that carries its nonce outside a script attribute", page({ body: '<script nonce="n-old">window.n = "n-old"</script>' })],
  ])("never keeps %s", async (_, rendered) => {
    expect(await cacheablePage(rendered, representations)).toBeUndefined();
  });
});

describe("RenderCache", () => {
  const kept = async () => (await cacheablePage(page(), representations))!;

  it("serves a page until its time is up", async () => {
    let now = 0;
    const cache = new RenderCache(1_000, 10, () => now);
    const entry = await kept();
    cache.set("/blog", entry, cache.generation);
    now = 999;
    expect(cache.get("/blog")).toBe(entry);
    now = 1_000;
    expect(cache.get("/blog")).toBeUndefined();
  });

  it("forgets every page on clear() (a staff write)", async () => {
    const cache = new RenderCache();
    cache.set("/blog", await kept(), cache.generation);
    cache.set("/blog/x", await kept(), cache.generation);
    cache.clear();
    expect(cache.get("/blog")).toBeUndefined();
    expect(cache.get("/blog/x")).toBeUndefined();
  });

  it("does not keep a page whose render began before a staff write", async () => {
    const cache = new RenderCache();
    const renderStarted = cache.generation;
    // The staff write lands while the page is still rendering from the old post.
    cache.clear();
    cache.set("/blog/x", await kept(), renderStarted);
    expect(cache.get("/blog/x")).toBeUndefined();
    cache.set("/blog/x", await kept(), cache.generation);
    expect(cache.get("/blog/x")).toBeDefined();
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    const cache = new RenderCache(1_000, 2, () => 0);
    cache.set("/blog1", await kept(), cache.generation);
    cache.set("/blog2", await kept(), cache.generation);
    cache.set("/blog3", await kept(), cache.generation);
    expect(cache.get("/blog1")).toBeUndefined();
    expect(cache.get("/blog2")).toBeDefined();
    expect(cache.get("/blog3")).toBeDefined();
  });
});
