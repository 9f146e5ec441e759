import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const client = path.resolve(process.env.BUILD_DIR || "build", "client");
// 110 KB read strictly as 110,000 bytes (issue 18).
const budgetBytes = 110_000;

interface ManifestEntry {
  module: string;
  imports?: string[];
}

/**
 * JavaScript a content page needs to hydrate, as served (brotli): the client entry and the matched
 * route modules with everything they import, read from the manifest React Router inlines in the page.
 */
function firstRenderJsBytes(page: string, html = readFileSync(path.join(client, page, "index.html"), "utf8")) {
  const manifestJson = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(html);
  expect(manifestJson, `React Router manifest in /${page}`).not.toBeNull();
  const manifest = JSON.parse(manifestJson![1]!) as { entry: ManifestEntry; routes: Record<string, ManifestEntry> };
  const matched = [...manifestJson![2]!.matchAll(/"([^"]+)":route\d+/g)].map((m) => manifest.routes[m[1]!]!);
  const scripts = new Set([manifest.entry, ...matched].flatMap((entry) => [entry.module, ...(entry.imports ?? [])]));
  expect(scripts.size, `scripts found in /${page}`).toBeGreaterThan(3);
  let total = 0;
  for (const script of scripts) {
    const file = path.join(client, script);
    total += statSync(`${file}.br`, { throwIfNoEntry: false })?.size ?? statSync(file).size;
  }
  return total;
}

for (const page of [
  "",
  "about-us",
  "philosophy",
  "our-team",
  "how-it-works",
  "services",
  "services/service1",
  "industries",
  "industries/industrie2",
  "achievements",
  "green-logistics",
  "co2-calculator",
  "contact",
  "quote",
  "privacy",
  "accessibility",
  // Issue 31: the customer's tracking page, with the carrier table in its route's code.
  "track",
  "hi/track",
  // Issue 13: a page in another language loads the same code; its copy comes in the HTML.
  "hi/about-us",
  "ar/contact",
  "ja/services/service1",
  "ta/quote",
]) {
  test(`/${page}: first-render JavaScript within ${budgetBytes / 1000} KB compressed`, () => {
    expect(firstRenderJsBytes(page)).toBeLessThanOrEqual(budgetBytes);
  });
}

// Server-rendered pages (open positions and blog posts come from the database): measured as the server sends them.
for (const page of [
  "careers",
  "careers/operations-intern-navi-mumbai",
  "blog",
  "bloglist",
  "blog/supply-chain-optimization-strategies",
  "blog1",
  "hi/careers",
  "ar/blog",
  // Issue 31: the priced quote's personal page, read per request (an unknown link renders the same route).
  "quote/offer?t=unknown-link",
  "hi/quote/offer?t=unknown-link",
]) {
  test(`/${page}: first-render JavaScript within ${budgetBytes / 1000} KB compressed`, async ({ request }) => {
    const response = await request.get(`/${page}`);
    expect(response.status()).toBe(200);
    expect(firstRenderJsBytes(page, await response.text())).toBeLessThanOrEqual(budgetBytes);
  });
}

// An unknown address: the 404 page, rendered by the server.
test(`404 page: first-render JavaScript within ${budgetBytes / 1000} KB compressed`, async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(firstRenderJsBytes("no-such-page", await response.text())).toBeLessThanOrEqual(budgetBytes);
});
