import { existsSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#server/project-root";
import { signIn } from "#server/modules/staff/test-kit";
import { MemoryPublishedWords } from "#server/test/memory-published-words";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { inlineScriptHashes } from "#server/web/csp";

/**
 * The pages in the words staff publish (issue 30, docs/decisions/039), against the built site: a release re-renders
 * the pages that read a changed word, served compressed with new ETags, while every other page stays the build's.
 * Needs a build: `npm run build` (BUILD_DIR chooses which); `npm run test:built`.
 */
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || "build");
const publicUrl = "https://live.example";
const id = "services.service1.cardDescription";
const hindiService = "/hi/services/service1";
const hindiAbout = "/hi/about-us";
const englishService = "/services/service1";

function textOf(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
  return res.body;
}

describe.each(testDialects)("pages in the published words (%s)", (dialect) => {
  let t: TestApp;
  const words = new MemoryPublishedWords();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip", ...headers } });
  /** A page of the build once its compressed copies are made (in the background, after its first read). */
  async function compressed(url: string) {
    for (let i = 0; i < 100; i++) {
      const res = await get(url);
      if (/-br"$/.test(String(res.headers.etag))) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} was not compressed`);
  }

  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, "server", "index.js")))
      throw new Error(`these tests need a build in ${buildDir}: run npm run build (or set BUILD_DIR)`);
    t = await createTestApp(dialect, { BUILD_DIR: buildDir, PUBLIC_URL: publicUrl }, { web: "build", publishedWords: words });
  }, 60_000);
  afterAll(() => t?.close());

  it("serves the pages that read a published word anew, compressed, with new ETags and script hashes; every other page stays the build's", async () => {
    const before = {
      service: await compressed(hindiService),
      about: await compressed(hindiAbout),
      english: await compressed(englishService),
    };
    expect(textOf(before.service)).not.toContain("नया विवरण");

    words.publish("hi", { [id]: "नया विवरण: समुद्री और हवाई माल" });
    const started = performance.now();
    await t.app.liveWords.check();
    const served = performance.now();
    await t.app.livePages!.settled();
    console.log(
      `${dialect}: release taken up in ${Math.round(served - started)} ms (first release: the words of 39 pages recorded too), its 13 pages rendered again in the background and compressed ${Math.round(performance.now() - served)} ms later`,
    );

    const service = await get(hindiService);
    expect(service.statusCode).toBe(200);
    expect(service.headers["content-encoding"]).toBe("br");
    expect(service.headers.etag).toMatch(/-br"$/);
    expect(service.headers.etag).not.toBe(before.service.headers.etag);
    const html = textOf(service);
    expect(html).toContain("नया विवरण: समुद्री और हवाई माल");
    expect(html).toContain(publicUrl);
    // The strict CSP allows exactly the new document's inline scripts.
    for (const hash of inlineScriptHashes(html)) expect(service.headers["content-security-policy"]).toContain(hash);
    const gzipped = await get(hindiService, { "accept-encoding": "gzip" });
    expect(gzipped.headers.etag).toMatch(/-gz"$/);
    expect(textOf(gzipped)).toBe(html);
    expect((await get(hindiService, { "if-none-match": String(service.headers.etag) })).statusCode).toBe(304);
    // Its route data, for a client navigation to it, says the same, and is asked again rather than kept a day.
    const data = await get(`${hindiService}.data`);
    expect(textOf(data)).toContain("नया विवरण: समुद्री और हवाई माल");
    expect(data.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // The services list reads the same word; the page about the company and the English page do not.
    expect(textOf(await get("/hi/services"))).toContain("नया विवरण: समुद्री और हवाई माल");
    const about = await get(hindiAbout);
    expect(about.headers.etag).toBe(before.about.headers.etag);
    expect(about.rawPayload.equals(before.about.rawPayload)).toBe(true);
    expect((await get(englishService)).headers.etag).toBe(before.english.headers.etag);

    const sitemap = (await get("/sitemap.xml", { "accept-encoding": "identity" })).body;
    const today = new Date().toISOString().slice(0, 10);
    expect(sitemap).toContain(`<loc>${publicUrl}${hindiService}</loc><lastmod>${today}</lastmod>`);
    expect(sitemap).toContain(`<loc>${publicUrl}${hindiAbout}</loc><xhtml:link`);
  });

  it("follows a release by itself within a few seconds (the second-by-second check)", async () => {
    const before = await get(hindiService);
    words.publish("hi", { [id]: "दूसरा विवरण" });
    const started = performance.now();
    let res = before;
    while (res.headers.etag === before.headers.etag && performance.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      res = await get(hindiService);
    }
    const elapsed = Math.round(performance.now() - started);
    console.log(`${dialect}: publish → new page served (polled every second): ${elapsed} ms`);
    // Compressed from the first answer: per response until its copies are made, then from them.
    expect(res.headers["content-encoding"]).toBe("br");
    expect(textOf(res)).toContain("दूसरा विवरण");
    expect(elapsed).toBeLessThan(5_000);
  });

  it("previews a page in its language's drafts for staff, without scripts, never kept, and leaves the published page as it is", async () => {
    const { headers } = await signIn(t, undefined, "editor");
    words.draft("hi", { [id]: "मसौदा पाठ" });
    // The last release's pages rendered again in the background and compressed: the page's ETag then stays as it is.
    await t.app.livePages!.settled();
    const published = await get(hindiService);
    const res = await t.app.inject({ method: "GET", url: `/api/staff/content/preview?path=${hindiService}&theme=dark`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toMatch(/^noindex/);
    expect(res.body).toContain("मसौदा पाठ");
    expect(res.body).toMatch(/<html class="dark" lang="hi" dir="ltr"/);
    expect(res.body).not.toMatch(/<script|modulepreload/);
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);

    const arabic = await t.app.inject({ method: "GET", url: "/api/staff/content/preview?path=/ar/about-us", headers });
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl"/);

    const after = await get(hindiService);
    expect(after.headers.etag).toBe(published.headers.etag);
    expect(textOf(after)).not.toContain("मसौदा पाठ");

    for (const notAPage of ["/hi/no-such-page", "/blog", "/admin", "/api/health", "hi/about-us", "/hi/about-us/"]) {
      const refused = await t.app.inject({
        method: "GET",
        url: `/api/staff/content/preview?path=${encodeURIComponent(notAPage)}`,
        headers,
      });
      expect(refused.statusCode, notAPage).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: "This address is not a public page of the site." });
    }
    const translator = await signIn(t, undefined, "translator");
    const byTranslator = await t.app.inject({
      method: "GET",
      url: `/api/staff/content/preview?path=${hindiAbout}`,
      headers: translator.headers,
    });
    expect(byTranslator.statusCode).toBe(200);
    expect(byTranslator.body).toMatch(/<html lang="hi"/);
  });

  it("serves a page made stale by a word every page shows in it at once, while the others render in the background", async () => {
    // The footer's phone (a company fact, decision 042) is on every page of every language: here, the Hindi pages.
    words.publish("hi", { "company.phone": "+912240001234" });
    await t.app.liveWords.check();
    const pages = ["/hi/track", "/hi/industries/industrie14", "/hi/contact", "/hi/privacy"];
    for (const url of pages) {
      const started = performance.now();
      const res = await get(url);
      expect(textOf(res), url).toContain("+91 22 4000 1234");
      expect(performance.now() - started, url).toBeLessThan(2_000);
    }
    expect(textOf(await get("/hi/contact.data"))).toContain("+912240001234");
    expect(textOf(await get("/contact"))).not.toContain("+91 22 4000 1234");
    await t.app.livePages!.settled();
    expect(textOf(await get("/hi/achievements"))).toContain("+91 22 4000 1234");
  });
});
