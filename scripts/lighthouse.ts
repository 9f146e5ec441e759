/**
 * Lighthouse (mobile preset) for key pages of a running server.
 * Usage: CHROME_PATH=/usr/bin/chromium npm run lighthouse -- [baseUrl] [path ...]
 * Prints a table and writes JSON reports to reports/lighthouse/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { startFlow } from "lighthouse";
import puppeteer from "puppeteer-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/", "/about-us", "/no-such-page"];
const outDir = "reports/lighthouse";
mkdirSync(outDir, { recursive: true });

const flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const rows: string[] = [];
for (const path of targets) {
  const status = (await fetch(base + path, { method: "HEAD" })).status;
  if (status >= 400) {
    rows.push(await measureErrorPage(path, status));
    continue;
  }
  // A fresh browser per page: no cache or session carried between runs.
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: flags });
  try {
    const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`no result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const scriptBytes = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items
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
      ].join(" "),
    );
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
    if (failing.length > 0) rows.push(`    failing audits: ${failing.join(", ")}`);
    writeFileSync(`${outDir}/${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}.json`, result.report as string);
  } finally {
    await chrome.kill();
  }
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
    const score = (id: string) => Math.round((snapshot!.categories[id]?.score ?? 0) * 100);
    writeFileSync(`${outDir}/status-${status}.json`, JSON.stringify({ timespan, snapshot }));
    const failing = Object.values(snapshot!.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
    return [
      `${path} (${status}, flow)`.padEnd(28),
      String(Math.round((timespan!.categories.performance?.score ?? 0) * 100)).padStart(4),
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
