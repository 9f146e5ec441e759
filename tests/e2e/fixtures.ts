import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * The shared test: any console.error or uncaught page error fails it, and the
 * splash (once per session, 3.4 s) is skipped unless a test asks for it.
 */
export const test = base.extend<{ showSplash: boolean; consoleErrors: string[] }>({
  showSplash: [false, { option: true }],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page served with 404 on purpose logs its own status; any other failed load counts.
        const documentStatus = message.text().startsWith("Failed to load resource") && message.location().url === page.url();
        if (!documentStatus) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, showSplash }, use) => {
    if (!showSplash)
      await context.addInitScript(() => {
        // A sandboxed frame (a campaign's preview) has no storage of its own: it has no splash either.
        try {
          sessionStorage.setItem("splash-seen", "1");
        } catch {
          /* not a page that shows the splash */
        }
      });
    await use(context);
  },
});

export { expect };

/**
 * Waits until React has hydrated an element. Pages fetch their code after the first paint; until then,
 * clicks and keys reach only the plain HTML.
 */
export async function hydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/** The only rules a colour scheme can change: the themes differ in colours alone (app/app.css). */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * Fails with a readable list when axe finds WCAG A/AA violations, in both colour schemes: every rule in
 * the scheme the page opened in, then the colour rules again after switching to the other scheme the way
 * the theme toggle does (the `dark` class on <html>). The page is left in the scheme it opened in. `exclude` leaves
 * out what axe cannot enter: a frame sandboxed without scripts (a campaign's preview) would hold each scan until
 * its time-out, and what it shows is an e-mail, checked by the server's template tests.
 */
export async function expectAccessible(page: Page, label = page.url(), { exclude = [] }: { exclude?: string[] } = {}) {
  // An axe scan takes seconds on a busy two-core machine; that is the tool's cost, not the page's.
  test.setTimeout(test.info().timeout + 40_000);
  // Scan the settled page: a colour caught mid-transition (the navbar turning solid) is not what anyone reads.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  const opened = (await page.evaluate(() => document.documentElement.classList.contains("dark"))) ? "dark" : "light";
  const other = opened === "dark" ? "light" : "dark";
  const scope = (axe: AxeBuilder) => exclude.reduce((builder, selector) => builder.exclude(selector), axe);
  const found = { [opened]: await scan(page, (axe) => scope(axe).withTags(wcagTags)) } as Record<"light" | "dark", string[]>;
  await showScheme(page, other);
  found[other] = await scan(page, (axe) => scope(axe).withRules(colourRules));
  await showScheme(page, opened);
  expect(found, `accessibility violations on ${label}`).toEqual({ light: [], dark: [] });
}

async function showScheme(page: Page, scheme: "light" | "dark") {
  await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), scheme === "dark");
}

async function scan(page: Page, rules: (axe: AxeBuilder) => AxeBuilder) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const results = await rules(new AxeBuilder({ page })).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(" ")} — ${v.help}`);
}
