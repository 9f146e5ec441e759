import { chromium } from "playwright-core";
const base = process.env.BASE ?? "http://localhost:4190";
const shots = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const { path, width, name, js = true, full = false, clip } of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  await context.addInitScript(() => { try { sessionStorage.setItem("splash-seen", "1"); } catch {} });
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: "networkidle" }).catch(() => {});
  if (process.env.SUBMIT && name.includes("answer")) {
    await page.locator("footer form input[name=email]").evaluate((i, v) => (i.value = v), name.includes("error") ? "reader@example" : `${name}@example.in`);
    await Promise.all([page.waitForURL(/newsletter/), page.locator("footer form").evaluate((f) => f.submit())]);
    await page.waitForLoadState("networkidle").catch(() => {});
  }
  if (clip) { const el = page.locator(clip).first(); await el.scrollIntoViewIfNeeded().catch(()=>{}); await el.screenshot({ path: `/work/notes/screens/${name}.png` }); }
  else await page.screenshot({ path: `/work/notes/screens/${name}.png`, fullPage: full });
  await context.close();
}
await browser.close();
