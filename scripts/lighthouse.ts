/**
 * Lighthouse (mobile preset) for pages of a running server: the paths given, or every public route (the
 * static pages, a blog post, an open position, a missing page, and a page in each script other than Latin that
 * loads a font of its own or none: Devanagari, Arabic, Japanese).
 * Usage: [RUNS=5] CHROME_PATH=/usr/bin/chromium npm run lighthouse -- [baseUrl] [path ...]
 * Prints a table (the median run of RUNS, with every run's performance score) and writes the median
 * run's JSON report to reports/lighthouse/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, startFlow } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import puppeteer from "puppeteer-core";
import { staticPublicPaths, unlistedStaticPaths } from "#contracts/public-paths";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : await everyPublicRoute();

/** The public routes as a visitor meets them: each static page, the blog's pages, the newest post, the careers page and its first open position, a 404, other scripts. */
async function everyPublicRoute(): Promise<string[]> {
  const first = async <T>(url: string, pick: (body: T) => string | undefined) =>
    fetch(base + url)
      .then(async (response) => (response.ok ? pick((await response.json()) as T) : undefined))
      .catch(() => undefined);
  const post = await first<{ data: { slug: string }[] }>("/api/blogs?page=1&limit=1", (body) => body.data[0]?.slug);
  const opening = await first<{ data: { openings: { slug: string }[] } }>("/api/openings", (body) => body.data.openings[0]?.slug);
  const otherScripts = ["/hi/about-us", "/ar/about-us", "/ja/about-us"];
  return [
    ...staticPublicPaths,
    ...unlistedStaticPaths,
    "/blog",
    "/bloglist",
    "/blog1",
    ...(post ? [`/blog/${post}`] : []),
    "/careers",
    ...(opening ? [`/careers/${opening}`] : []),
    "/no-such-page",
    ...otherScripts,
  ];
}
const outDir = "reports/lighthouse";
mkdirSync(outDir, { recursive: true });

const flags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const runs = Math.max(1, Number(process.env.RUNS) || 1);
const rows: string[] = [];
for (const path of targets) {
  const status = (await fetch(base + path, { method: "HEAD" })).status;
  if (status >= 400) {
    rows.push(await measureErrorPage(path, status));
    continue;
  }
  // Lighthouse's own advice on variability: several runs, and report the median run (computeMedianRun).
  const results = await measureRuns(path);
  const lhr: Result = computeMedianRun(results.map((r) => r.lhr));
  const { categories, audits } = lhr;
  const score = (id: string) => percent(categories[id]?.score);
  const scores = results.map((r) => percent(r.lhr.categories.performance?.score));
  const scriptBytes = (
    audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined
  )?.items
    ?.filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  rows.push(
    [
      path.padEnd(28),
      String(score("performance")).padStart(4),
      String(score("accessibility")).padStart(4),
      String(score("best-practices")).padStart(4),
      String(score("seo")).padStart(4),
      (audits["largest-contentful-paint"]?.displayValue ?? "").padStart(8),
      String(audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)).padStart(6),
      (audits["total-blocking-time"]?.displayValue ?? "").padStart(7),
      `${((scriptBytes ?? 0) / 1024).toFixed(1)} KB`.padStart(9),
      runs > 1 ? `  perf of each run: ${scores.join(", ")}` : "",
    ].join(" "),
  );
  const failing = failingAudits(lhr);
  if (failing.length > 0) rows.push(`    failing audits: ${failing.join(", ")}`);
  const median = results.find((r) => r.lhr === lhr)!;
  writeFileSync(`${outDir}/${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}.json`, median.report);
}

function percent(score: number | null | undefined) {
  return Math.round((score ?? 0) * 100);
}

/** Pass/fail audits that failed: a category can score 100 and still have one. */
function failingAudits(lhr: Result) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
}

/**
 * `runs` scored runs of one page, each in a fresh browser (no cache or session carried over). A run
 * whose trace Chromium failed to record (Lighthouse's runtimeError, e.g. NO_NAVSTART) scores 0 and says
 * nothing about the page, so it is repeated, up to as many extra attempts as runs asked for.
 */
async function measureRuns(path: string) {
  const results: { lhr: Result; report: string }[] = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: flags });
    try {
      const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`no result for ${path}`);
      if (result.lhr.runtimeError) console.error(`${path}: run discarded (${result.lhr.runtimeError.code})`);
      else results.push({ lhr: result.lhr, report: result.report as string });
    } finally {
      await chrome.kill();
    }
  }
  if (results.length === 0) throw new Error(`${path}: no run recorded a usable trace`);
  return results;
}

/**
 * Lighthouse refuses to score a document served with an error status (ERRORED_DOCUMENT_REQUEST),
 * which a real 404 page must have. Its user-flow modes do not check the status: a timespan over the
 * navigation gives CLS and TBT, a snapshot of the loaded page gives accessibility, best practices and SEO.
 */
async function measureErrorPage(path: string, status: number) {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: flags });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page);
    await flow.startTimespan();
    await page.goto(base + path, { waitUntil: "networkidle0" });
    await flow.endTimespan();
    await flow.snapshot();
    const [timespan, snapshot] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    const score = (id: string) => percent(snapshot!.categories[id]?.score);
    writeFileSync(`${outDir}/status-${status}.json`, JSON.stringify({ timespan, snapshot }));
    const failing = failingAudits(snapshot!);
    return [
      `${path} (${status}, flow)`.padEnd(28),
      String(percent(timespan!.categories.performance?.score)).padStart(4),
      String(score("accessibility")).padStart(4),
      String(score("best-practices")).padStart(4),
      String(score("seo")).padStart(4),
      "n/a".padStart(8),
      String(timespan!.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)).padStart(6),
      (timespan!.audits["total-blocking-time"]?.displayValue ?? "").padStart(7),
      "".padStart(9),
      failing.length > 0 ? `\n    failing audits: ${failing.join(", ")}` : "",
    ].join(" ");
  } finally {
    await browser.close();
  }
}

console.log(`${"page".padEnd(28)} perf a11y  b-p  seo      LCP    CLS     TBT   JS (wire)`);
for (const row of rows) console.log(row);
