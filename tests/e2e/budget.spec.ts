import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const client = path.resolve(process.env.BUILD_DIR || "build", "client");
// 120 KB read strictly as 120,000 bytes.
const budgetBytes = 120_000;

/** JavaScript a content page needs for its first render: every script it preloads, as served (brotli). */
function firstRenderJsBytes(page: string) {
  const html = readFileSync(path.join(client, page, "index.html"), "utf8");
  const scripts = new Set([...html.matchAll(/(?:href=|import\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  expect(scripts.size, `scripts found in /${page}`).toBeGreaterThan(3);
  let total = 0;
  for (const script of scripts) {
    const file = path.join(client, script);
    total += statSync(`${file}.br`, { throwIfNoEntry: false })?.size ?? statSync(file).size;
  }
  return total;
}

for (const page of ["", "about-us", "services", "services/service1", "industries/industrie2", "co2-calculator", "careers", "contact", "privacy"]) {
  test(`/${page}: first-render JavaScript within ${budgetBytes / 1000} KB compressed`, () => {
    expect(firstRenderJsBytes(page)).toBeLessThanOrEqual(budgetBytes);
  });
}
