/**
 * Screenshots of pages in headless Chromium, light and dark, desktop and
 * mobile, for looking at the site as a person would.
 * Usage: node --import tsx scripts/screenshots.ts [baseUrl] [path ...]
 * Writes reports/screenshots/<path>-<theme>-<device>.png (SCREENSHOT_DIR overrides the folder, so a
 * "before" and an "after" set can sit side by side).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/", "/about-us", "/nope"];
const outDir = process.env.SCREENSHOT_DIR ?? "reports/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
for (const device of [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "mobile", viewport: { width: 390, height: 844 } },
]) {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({ viewport: device.viewport, reducedMotion: "reduce", deviceScaleFactor: 1 });
    await context.addInitScript((t) => localStorage.setItem("ui-theme", t), theme);
    const page = await context.newPage();
    for (const path of targets) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/\//g, "_");
      await page.screenshot({ path: `${outDir}/${name}-${theme}-${device.name}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
