import type { Locator, Page } from "@playwright/test";
import { languageStorageKey } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { contrast, cssToRgb, luminance, pixelExtremes, type Box, type Rgb } from "./pixels";
import { publicPages } from "./routes";

/** Issue 17: legibility measured from rendered pixels, reachability of the pause buttons, print, overflow. */

const staticArticles = Array.from({ length: 9 }, (_, i) => `/blog${i + 1}`);
const withHeroes = [...new Set([...publicPages, ...staticArticles, "/careers"])];
const themes = ["light", "dark"] as const;
const widths = [360, 1440];

async function showTheme(page: Page, theme: (typeof themes)[number]) {
  await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
}

/** Every picture in the hero decoded (and the film's poster), so the pixels are the artwork's, not the navy behind it. */
async function heroPainted(hero: Locator) {
  await hero.evaluate(async (element) => {
    const sources = [...element.querySelectorAll("img")].map((img) => img.currentSrc || img.src);
    const poster = element.querySelector("video")?.poster;
    if (poster) sources.push(poster);
    await Promise.all(
      sources.map((src) => {
        const image = new Image();
        image.src = src;
        return image.decode().catch(() => undefined);
      }),
    );
  });
}

/**
 * The hero's headings and paragraphs (not its buttons, which carry their own background) against the pixels
 * behind them: the text is made transparent, the hero photographed, and each text's colour compared with the
 * worst pixel of its box (the lightest behind light text, the darkest behind dark text).
 */
async function heroShortfalls(page: Page, label: string) {
  const hero = page.locator("[data-hero]").first();
  await heroPainted(hero);
  const texts = await hero.evaluate((element) => {
    const origin = element.getBoundingClientRect();
    return [...element.querySelectorAll("h1, p")]
      .filter((text) => text.textContent?.trim() && !text.closest("a, button"))
      .map((text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        return {
          text: text.textContent!.trim().slice(0, 40),
          color: getComputedStyle(text).color,
          box: { x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height },
        };
      });
  });
  await page.evaluate(() => document.documentElement.setAttribute("data-text-hidden", ""));
  const png = await hero.screenshot({ animations: "disabled" });
  await page.evaluate(() => document.documentElement.removeAttribute("data-text-hidden"));
  const extremes = await pixelExtremes(
    page,
    png,
    texts.map((t) => t.box as Box),
  );
  const colors = await cssToRgb(
    page,
    texts.map((t) => t.color),
  );
  return texts.flatMap((text, i) => {
    const color = colors[i]!;
    const { lightest, darkest } = extremes[i]!;
    const worst: Rgb = luminance(color) > 0.5 ? lightest : darkest;
    const ratio = contrast(color, worst);
    return ratio >= 4.5 ? [] : [`${label} "${text.text}": ${ratio.toFixed(2)}:1 over rgb(${worst.join(",")})`];
  });
}

for (const language of ["en", "ar"] as const) {
  test.describe(`hero text over artwork (${language})`, () => {
    test.use({ reducedMotion: "reduce" });
    test(`every hero's text holds 4.5:1 against its rendered pixels at 360 and 1440 px, light and dark (${language})`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.addInitScript(([key, code]) => localStorage.setItem(key!, code!), [languageStorageKey, language]);
      // Text hidden for the photograph; the fixed shell (bar, chat button, side tabs) is not the hero's background.
      // No transitions either: a colour read while the theme's transition runs is neither theme's.
      const hideText = `*, *::before, *::after { transition: none !important; }
        html[data-text-hidden] [data-hero] * { color: transparent !important; text-shadow: none !important; }
        html[data-text-hidden] header, html[data-text-hidden] aside, html[data-text-hidden] nav[class*="fixed"] { visibility: hidden !important; }`;
      const shortfalls: string[] = [];
      for (const path of withHeroes) {
        await test.step(path, async () => {
          await page.setViewportSize({ width: widths[0]!, height: 800 });
          await page.goto(path);
          if ((await page.locator("[data-hero]").count()) === 0) return;
          await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
          await page.addStyleTag({ content: hideText });
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            for (const theme of themes) {
              await showTheme(page, theme);
              shortfalls.push(...(await heroShortfalls(page, `${path} ${width}px ${theme}`)));
            }
          }
        });
      }
      expect(shortfalls, "hero text below 4.5:1").toEqual([]);
    });
  });
}

test("every route fits 320 px: no horizontal scrolling", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/careers");
  const opening = await page.locator('main a[href^="/careers/"]').first().getAttribute("href");
  const routes = [
    ...withHeroes,
    ...(opening ? [opening] : []),
    "/accessibility",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
    "/no-such-page",
    "/admin/login",
  ];
  for (const path of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    });
  }
});

/** Its box clear of `other`, and a click at its centre reaches it. */
async function expectReachable(control: Locator, other: Locator) {
  const a = (await control.boundingBox())!;
  const b = (await other.boundingBox())!;
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, "the control sits under another element").toBe(false);
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hit, "a click at the control's centre reaches it").toBe(true);
}

test("the pause buttons stay clear of the WhatsApp button and the side tabs", async ({ page }) => {
  for (const width of [1280, 1366, 1440]) {
    await test.step(`home at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expectReachable(page.getByRole("button", { name: /background video/ }), page.getByRole("link", { name: /WhatsApp/ }));
    });
    await test.step(`service at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto("/services/service1");
      const tabs = page.getByRole("navigation", { name: /Green Logistics/ });
      await expectReachable(page.getByRole("button", { name: /slideshow/ }), tabs);
    });
  }
});

test("printed: content only, dark on white, link addresses shown, a service page on two A4 sheets", async ({ page }) => {
  await page.goto("/services/service1");
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  await showTheme(page, "dark");
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toBeHidden();
  await expect(page.getByRole("navigation", { name: /Green Logistics/ })).toBeHidden();
  await expect(page.getByRole("button", { name: /slideshow/ })).toBeHidden();
  const after = await page.getByRole("link", { name: "Back to All Services" }).evaluate((a) => getComputedStyle(a, "::after").content);
  expect(after).toContain("/services");

  // The print-media screenshot: white paper, the title in ink.
  const title = page.getByRole("heading", { level: 1 });
  const png = await page.screenshot();
  const box = (await title.boundingBox())!;
  const [titlePixels, paper] = await pixelExtremes(page, png, [box, { x: 0, y: 0, width: 8, height: 8 }]);
  expect(paper!.darkest, "the paper is white").toEqual([255, 255, 255]);
  expect(contrast(titlePixels!.darkest, [255, 255, 255]), "the title prints dark").toBeGreaterThanOrEqual(7);

  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const sheets = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(sheets, "A4 sheets for a service page").toBeLessThanOrEqual(2);
});

test("form field borders hold 3:1 against their background, light and dark", async ({ page }) => {
  for (const path of ["/contact", "/quote", "/co2-calculator"]) {
    await test.step(path, async () => {
      await page.goto(path);
      const fields = page.locator("main :is(input, select, textarea):visible");
      await expect(fields.first()).toBeVisible();
      for (const theme of themes) {
        await showTheme(page, theme);
        const pairs = await fields.evaluateAll((elements) =>
          elements
            // Tick boxes draw their own edge; the honeypot (out of the tab order, hidden from assistive technology) is no field.
            .filter(
              (field) =>
                !["checkbox", "radio"].includes((field as HTMLInputElement).type) && field.closest("[aria-hidden='true']") === null,
            )
            .map((field) => {
              let behind = field.parentElement;
              while (behind && getComputedStyle(behind).backgroundColor.match(/rgba\(.*, 0\)|transparent/)) behind = behind.parentElement;
              return {
                name: field.getAttribute("name") ?? field.id,
                border: getComputedStyle(field).borderTopColor,
                background: behind ? getComputedStyle(behind).backgroundColor : "rgb(255, 255, 255)",
              };
            }),
        );
        const borders = await cssToRgb(
          page,
          pairs.map((pair) => pair.border),
        );
        const backgrounds = await cssToRgb(
          page,
          pairs.map((pair) => pair.background),
        );
        const low = pairs
          .map((pair, i) => ({ ...pair, ratio: contrast(borders[i]!, backgrounds[i]!) }))
          .filter((pair) => pair.ratio < 3)
          .map((pair) => `${theme} ${pair.name}: ${pair.ratio.toFixed(2)}:1`);
        expect(low, `field borders on ${path}`).toEqual([]);
      }
    });
  }
});

test("dark theme: a deep call-to-action band, dimmed illustrations, a Subscribe in full colour; a solid bar where no hero is", async ({
  page,
}) => {
  await page.goto("/about-us");
  await showTheme(page, "dark");
  const [band, button] = await cssToRgb(page, [
    await page.locator("section[aria-labelledby='contact-cta-heading']").evaluate((section) => getComputedStyle(section).backgroundColor),
    await page
      .locator("[data-cta='contact']")
      .last()
      .evaluate((link) => getComputedStyle(link).backgroundColor),
  ]);
  expect(luminance(band!), "the band is dark in the dark theme").toBeLessThan(0.1);
  expect(contrast(band!, button!), "the orange button stands out of the band").toBeGreaterThanOrEqual(3);
  const filters = await page.locator("main img:visible").evaluateAll((images) => images.map((img) => getComputedStyle(img).filter));
  expect(
    filters.some((filter) => filter.includes("brightness")),
    "an illustration dimmed in dark",
  ).toBe(true);
  const subscribe = page.getByRole("button", { name: "Subscribe" });
  // Disabled while the field is empty (spec §5), but in full colour: the form's action, waiting for an address.
  await expect(subscribe).toBeDisabled();
  expect(await subscribe.evaluate((b) => getComputedStyle(b).opacity)).toBe("1");

  for (const path of ["/no-such-page", "/accessibility"]) {
    await page.goto(path);
    const bar = page.getByRole("banner");
    await expect(bar).toHaveAttribute("data-solid", "true");
    const [text, background] = await cssToRgb(
      page,
      await bar.evaluate((header) => [
        getComputedStyle(header.querySelector("nav a:not([aria-current])")!).color,
        getComputedStyle(header).backgroundColor,
      ]),
    );
    expect(contrast(text!, background!), `${path}: the bar's links on its background`).toBeGreaterThanOrEqual(4.5);
  }
});

test("blog posts: author and reading time, plain share links, more to read, the date in the reader's language", async ({ page }) => {
  const slug = "supply-chain-optimization-strategies";
  for (const path of [`/blog/${slug}`, "/blog1"]) {
    await test.step(path, async () => {
      await page.goto(path);
      const hero = page.locator("[data-hero]");
      await expect(hero).toContainText(/\d+ min read/);
      await expect(hero).toContainText("By the Tarang Global Logistics team");
      const share = page.getByRole("navigation", { name: "Share this article" }).getByRole("link");
      await expect(share).toHaveCount(4);
      const hosts = await share.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href.split("?")[0]));
      expect(hosts).toEqual(["mailto:", "https://wa.me/", "https://www.linkedin.com/sharing/share-offsite/", "https://x.com/intent/post"]);
      const related = page.getByRole("region", { name: "More from the blog" }).getByRole("article");
      await expect(related).toHaveCount(3);
      // Sharing loads nothing from the services: everything the page fetched is the site's own.
      await expect(share.first()).toBeVisible();
      const origins = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).origin));
      expect(new Set(origins)).toEqual(new Set([new URL(page.url()).origin]));
    });
  }
  await test.step("in Arabic the date follows the shell language", async () => {
    await page.addInitScript((key) => localStorage.setItem(key, "ar"), languageStorageKey);
    await page.goto(`/blog/${slug}`);
    const date = page.locator("[data-hero] time");
    const iso = await date.getAttribute("datetime");
    const expected = new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(iso!.length === 10 ? `${iso}T00:00:00Z` : iso!),
    );
    await expect(date).toHaveText(expected);
  });
});
