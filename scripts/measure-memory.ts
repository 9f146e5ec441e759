/**
 * The server's memory under the traffic a public site gets (issue 18: ≤ 300 MB RSS after 100,000 mixed
 * requests): starts the built site in production mode, crawls every public page in all 16 languages in each
 * encoding a browser or a crawler asks for, then sends 100,000 requests mixing pages of every language, blog
 * posts, the blog API, the sitemap and feed, assets, a missing page and newsletter sign-ups, and prints the
 * process's RSS along the way. Exits 1 above the limit.
 * Usage: npm run measure:memory   (needs a build: BUILD_DIR or build/). Env: MEMORY_REQUESTS (100000),
 * MEMORY_LIMIT_MB (300).
 */
import { readFileSync } from "node:fs";
import autocannon, { type Request as LoadRequest } from "autocannon";
import { everyLanguagePath } from "#contracts/languages";
import { staticPublicPaths, unlistedStaticPaths } from "#contracts/public-paths";
import { startSite } from "./site-child";

const port = Number(process.env.PORT ?? 4381);
const total = Number(process.env.MEMORY_REQUESTS ?? 100_000);
const limitMb = Number(process.env.MEMORY_LIMIT_MB ?? 300);
const browser = { "accept-encoding": "gzip, deflate, br", "accept-language": "en-IN,en;q=0.9" };

const site = await startSite(port);
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${site.pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, rss())), 250);
try {
  console.log(`started: ${rss()} MB RSS`);
  const pages = [...staticPublicPaths, ...unlistedStaticPaths, "/blog", "/bloglist", "/blog1", "/careers"].flatMap(everyLanguagePath);
  for (const path of pages) {
    for (const encoding of ["br", "gzip", "identity"])
      await (await fetch(site.base + path, { headers: { "accept-encoding": encoding } })).arrayBuffer();
  }
  console.log(`after crawling ${pages.length} pages in 3 encodings: ${rss()} MB RSS`);

  const posts = ((await (await fetch(`${site.base}/api/blogs?page=1&limit=50`)).json()) as { data: { slug: string }[] }).data;
  const home = await (await fetch(site.base + "/")).text();
  const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  // Weighted as visitors and crawlers come: pages most, then posts and the API, then the rest.
  const gets = [
    ...pages,
    ...pages.filter((path) => !/^\/[a-z]{2}(-[A-Z]{2})?\//.test(path)),
    ...posts.flatMap((post) => everyLanguagePath(`/blog/${post.slug}`)),
    ...Array.from({ length: 40 }, (_, page) => `/api/blogs?page=${(page % 4) + 1}&limit=${[3, 9, 12, 50][page % 4]}`),
    ...posts.map((post) => `/api/blogs/slug/${post.slug}`),
    ...assets,
    "/sitemap.xml",
    "/blog/rss.xml",
    "/robots.txt",
    "/no-such-page",
    "/hi/no-such-page",
  ];
  let sent = 0;
  const mixed: LoadRequest = {
    setupRequest: (request) => {
      const n = sent++;
      if (n % 50 === 49) {
        return {
          ...request,
          method: "POST",
          path: "/api/newsletter/subscribe",
          headers: { ...browser, "content-type": "application/json" },
          body: JSON.stringify({ email: `memory-${Date.now()}-${n}@example.com`, source: "footer" }),
        };
      }
      // One request in ten without compression, as some crawlers and monitors ask.
      const headers = n % 10 === 3 ? { "accept-encoding": "identity" } : browser;
      return { ...request, method: "GET", path: gets[(n * 7919) % gets.length]!, headers, body: undefined };
    },
  };
  const result = await autocannon({ url: site.base, connections: 10, amount: total, requests: [mixed] });
  console.log(
    `after ${(result.requests.total ?? total).toLocaleString("en-US")} mixed requests (${gets.length + 1} addresses, ${result["2xx"]} 2xx, ${result["4xx"]} 4xx, ${result["5xx"]} 5xx, ${result.errors} errors): ${rss()} MB RSS, peak ${peak} MB`,
  );
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const settled = rss();
  console.log(`30 s later: ${settled} MB RSS (limit ${limitMb} MB)`);
  process.exitCode = settled <= limitMb && result["5xx"] === 0 && result.errors === 0 ? 0 : 1;
} finally {
  clearInterval(sample);
  await site.stop();
}
