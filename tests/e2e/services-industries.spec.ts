import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import industriesContent from "../../app/content/industries";
import servicesContent from "../../app/content/services";
import type { FormattedText } from "#contracts/formatting/formatted-text";
import { t } from "./english";
import { expect, expectAccessible, hydrated, test } from "./fixtures";

// The pages' English copy, as the loaders build it.
const { industries } = industriesContent(t);
const { services } = servicesContent(t);

/** The image of a stack that is currently shown (the others are aria-hidden). */
const shownImage = (scope: Locator) => scope.locator('img[data-active="true"]');

type Change = { src: string; at: number };

/**
 * Records, in the page, when each image becomes the shown one (ms since the
 * navigation started), so intervals are measured exactly rather than at the
 * test's polling rate.
 */
async function recordImageChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: Change[] = [];
    Object.assign(window, { imageChanges: changes });
    new MutationObserver((records) => {
      for (const record of records) {
        const image = record.target as Element;
        if (image.getAttribute("data-active") === "true") changes.push({ src: image.getAttribute("src") ?? "", at: performance.now() });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-active"] });
  });
  return async (src: string, count: number) => {
    let found: Change[] = [];
    await expect
      .poll(
        async () => {
          const all = await page.evaluate(() => (window as unknown as { imageChanges: Change[] }).imageChanges);
          found = all.filter((change) => change.src === src);
          return found.length;
        },
        { timeout: 12_000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(count);
    return found.slice(0, count).map((change) => change.at);
  };
}

/** A page visit with its checks, as a test of its own had (the default test timeout). */
const pageVisitTimeout = 30_000;

function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/**
 * Each path answers 404 with the not-found page in its HTML (an HTTP request, no browser); the first is also
 * opened in the browser, where the page must show it.
 */
async function expectNotFound(page: Page, request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    await test.step(`${path} is not found (HTTP 404)`, async () => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    });
  }
  await test.step(`${paths[0]} shows the not-found page in the browser`, async () => {
    const response = await page.goto(paths[0]!);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  });
}

test.describe("/services", () => {
  test("lists all twelve services with their titles and a Learn More link to each page", async ({ page }) => {
    await page.goto("/services");
    const cards = page.locator("[data-service-card]");
    await expect(cards).toHaveCount(12);
    for (const [i, service] of services.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card.getByText(service.cardDescription)).toBeVisible();
      await expect(card.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", `/services/service${service.number}`);
    }
    await expect(page.locator('main a[href="/contact"]').last()).toBeVisible();
  });

  test("each card's image alternates every 3 s with a cross-fade, without moving the layout", async ({ page }) => {
    const shownAt = await recordImageChanges(page);
    await page.goto("/services");
    const card = page.locator("[data-service-card]").first();
    const [first, second] = [card.locator("img").nth(0), card.locator("img").nth(1)];
    await expect(shownImage(card)).toHaveCount(1);
    await expect(first).toHaveAttribute("data-active", "true");
    await expect(second).toHaveAttribute("aria-hidden", "true");
    // Both images sit in one fixed-ratio box: swapping them moves nothing.
    const frame = first.locator("..");
    const box = await frame.boundingBox();

    // The timer starts at hydration, after navigation began: the first change comes at 3 s plus start-up, and
    // start-up is seconds on a busy CI machine, so only the interval between changes is timed exactly.
    const [toSecond] = await shownAt(services[0]!.cardImages[1].src, 1);
    expect(toSecond).toBeGreaterThanOrEqual(3_000);
    await expect(first).toHaveAttribute("aria-hidden", "true");
    await expect(second).not.toHaveAttribute("aria-hidden");
    await expect(second).toHaveCSS("opacity", "1");
    expect(await frame.boundingBox()).toEqual(box);

    const [backToFirst] = await shownAt(services[0]!.cardImages[0].src, 1);
    expect(backToFirst! - toSecond!).toBeGreaterThan(2_900);
    expect(backToFirst! - toSecond!).toBeLessThan(3_500);
  });

  test("cards run on their own timers: the last card has not flipped when the first has", async ({ page }) => {
    await page.goto("/services");
    const cards = page.locator("[data-service-card]");
    await expect(cards.first().locator("img").nth(1)).toHaveAttribute("data-active", "true", { timeout: 12_000 });
    await expect(cards.last().locator("img").nth(0)).toHaveAttribute("data-active", "true");
  });

  test("a visitor can pause the image rotation", async ({ page }) => {
    await page.goto("/services");
    const pause = page.getByRole("button", { name: "Pause image rotation" });
    // A click before hydration reaches no handler (the button is in the served HTML): wait for React first.
    await hydrated(pause);
    await pause.click();
    await expect(page.getByRole("button", { name: "Resume image rotation" })).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(page.locator("[data-service-card]").first().locator("img").nth(0)).toHaveAttribute("data-active", "true");
  });

  test("with reduced motion the cards keep their first image", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/services");
    await expect(page.getByRole("button", { name: "Pause image rotation" })).toHaveCount(0);
    await page.waitForTimeout(3_500);
    const first = page.locator("[data-service-card]").first();
    await expect(first.locator("img").nth(0)).toHaveAttribute("data-active", "true");
  });

  test("Learn More opens the service page in the browser (data from the loader)", async ({ page }) => {
    await page.goto("/services");
    await page.locator("[data-service-card]").nth(11).getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/services\/service12$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(services[11]!.title);
  });
});

test.describe("service pages", () => {
  test("the hero is 400 px high; its slideshow shows each image for 3 s and cycles back to the first", async ({ page }) => {
    test.slow();
    const shownAt = await recordImageChanges(page);
    await page.goto("/services/service1");
    const hero = page.locator("[data-hero]");
    expect((await hero.boundingBox())?.height).toBe(400);
    await expect(hero).toHaveClass(/h-\[400px\]/);

    const slides = hero.locator("[data-slideshow] img");
    await expect(slides).toHaveCount(2);
    const [first, second] = [slides.nth(0), slides.nth(1)];
    // The first slide is the largest paint: eager and high priority; the rest wait.
    await expect(first).not.toHaveAttribute("loading", "lazy");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(second).toHaveAttribute("loading", "lazy");
    // A 1 s fade with blur.
    await expect(first).toHaveCSS("transition-duration", /1s/);
    await expect(second).toHaveCSS("filter", /blur/);

    await expect(first).toHaveAttribute("data-active", "true");
    await expect(second).toHaveAttribute("aria-hidden", "true");
    const [a, b] = services[0]!.heroImages;
    const [toSecond] = await shownAt(b!.src, 1);
    // 3 s after hydration, which is seconds after navigation began on a busy machine: the intervals below are timed exactly.
    expect(toSecond).toBeGreaterThanOrEqual(3_000);
    await expect(first).toHaveAttribute("aria-hidden", "true");
    await expect(shownImage(hero)).toHaveAttribute("alt", b!.alt);

    // Two images: after the last comes the first again, 3 s later, and so on.
    const [backToFirst] = await shownAt(a!.src, 1);
    const [secondAgain] = await shownAt(b!.src, 2).then((times) => times.slice(1));
    expect(backToFirst! - toSecond!).toBeGreaterThan(2_900);
    expect(backToFirst! - toSecond!).toBeLessThan(3_500);
    expect(secondAgain! - backToFirst!).toBeGreaterThan(2_900);
    expect(secondAgain! - backToFirst!).toBeLessThan(3_500);
    await expect(shownImage(hero)).toHaveCount(1);
  });

  test("the slideshow has a pause button", async ({ page }) => {
    await page.goto("/services/service1");
    const pause = page.getByRole("button", { name: "Pause slideshow" });
    await hydrated(pause);
    await pause.click();
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(page.locator("[data-hero] img").nth(0)).toHaveAttribute("data-active", "true");
  });

  test("with reduced motion the slideshow stays on its first image", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/services/service1");
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    await page.waitForTimeout(3_500);
    await expect(page.locator("[data-hero] img").nth(0)).toHaveAttribute("data-active", "true");
  });

  test("Reverse Logistics (service 11) has a single static hero image", async ({ page }) => {
    await page.goto("/services/service11");
    const hero = page.locator("[data-hero]");
    expect((await hero.boundingBox())?.height).toBe(400);
    await expect(hero.locator("img")).toHaveCount(1);
    await expect(hero.locator("[data-slideshow]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
  });

  // One page visits the service pages in turn (a fresh browser page per service cost more than the visit itself);
  // each service is its own step, so a failure names it. A group gets the time of its visits.
  for (const group of inGroupsOf(services, 4)) {
    test(`${group.map((service) => `service${service.number}`).join(", ")}: title, back button, sections and the call to action to /contact`, async ({
      page,
    }) => {
      test.setTimeout(group.length * pageVisitTimeout);
      for (const service of group) {
        await test.step(`service${service.number} (${service.title}): title, back button, sections and '${service.cta.label}' to /contact`, async () => {
          await page.goto(`/services/service${service.number}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
          await expect(page.getByRole("link", { name: "Back to All Services" })).toHaveAttribute("href", "/services");
          await expect(page.getByText(plain(service.intro[0]!))).toBeVisible();
          for (const section of service.sections)
            await expect(page.getByRole("heading", { level: 2, name: section.heading, exact: true })).toBeVisible();
          const cta = page.getByRole("main").getByRole("link", { name: service.cta.label, exact: true });
          await expect(cta).toBeVisible();
          await expect(cta).toHaveAttribute("href", "/contact");
          await expect(page.locator("[data-hero] img:not([aria-hidden])")).toHaveCount(1);
        });
      }
    });
  }

  test("Back to All Services returns to the list", async ({ page }) => {
    await page.goto("/services/service3");
    await page.getByRole("link", { name: "Back to All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("[data-service-card]")).toHaveCount(12);
  });

  test("unknown service pages are not found (HTTP 404)", async ({ page, request }) => {
    await expectNotFound(page, request, ["/services/service0", "/services/service13", "/services/serviceX", "/services/service01"]);
  });
});

test.describe("/industries", () => {
  test("shows the thirteen industries in the order of docs/product/product-spec.md §2.6, each linking to its page", async ({ page }) => {
    await page.goto("/industries");
    const cards = page.locator("[data-industry-card]");
    await expect(cards).toHaveCount(13);
    expect(industries.map((i) => i.title)).toEqual([
      "Speciality In Chemicals",
      "Pharmaceutical",
      "Automobile & Tyre",
      "Agriculture & Agrochemical",
      "Metal & Alloys",
      "Insecticides & Pesticides",
      "Polymers",
      "Machineries & Tools",
      "Paints",
      "Medical Equipment",
      "Cosmetics",
      "Spices",
      "Water Treatment Plants",
    ]);
    for (const [i, industry] of industries.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(industry.title);
      await expect(card.getByText(industry.description)).toBeVisible();
      await expect(card.getByRole("img")).toHaveAttribute("alt", industry.image.alt);
      await expect(card.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", `/industries/${industry.id}`);
    }
    await expect(page.locator('a[href="/industries/industrie9"]')).toHaveCount(0);
    // Issue 17: the thirteenth card sat alone on its row; a card for other cargo fills the row, ending level with the grid.
    const grid = page.locator("#all-industries ul");
    const other = grid.getByRole("listitem").last();
    await expect(other.getByRole("heading", { level: 3, name: "Not on the list?" })).toBeVisible();
    await expect(other.getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute("href", "/contact");
    const [gridBox, lastBox, thirteenth] = await Promise.all([grid.boundingBox(), other.boundingBox(), cards.last().boundingBox()]);
    expect(Math.abs(lastBox!.x + lastBox!.width - (gridBox!.x + gridBox!.width))).toBeLessThan(1);
    expect(lastBox!.y).toBe(thirteenth!.y);
  });

  // As with the services: one page visits the industry pages in turn, a step each.
  for (const group of inGroupsOf(industries, 4)) {
    test(`${group.map((industry) => industry.id).join(", ")}: title, 'All Industries', 'Industry Expertise' and the call to action to /contact`, async ({
      page,
    }) => {
      test.setTimeout(group.length * pageVisitTimeout);
      for (const industry of group) {
        await test.step(`${industry.id} (${industry.title}): title, 'All Industries', 'Industry Expertise' and '${industry.cta.button}' to /contact`, async () => {
          await page.goto(`/industries/${industry.id}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(industry.title);
          await expect(page.getByText(industry.description)).toBeVisible();
          await expect(page.getByRole("link", { name: "All Industries" })).toHaveAttribute("href", "/industries");
          const expertise = page.getByRole("region", { name: "Industry Expertise" });
          await expect(expertise.getByRole("heading", { level: 2 })).toHaveText("Industry Expertise");
          await expect(expertise.locator("div > p")).toHaveText(industry.expertise.map(plain));
          const side = page.getByRole("region", { name: industry.cta.title });
          await expect(side.getByText(industry.cta.description)).toBeVisible();
          const cta = side.getByRole("link", { name: industry.cta.button, exact: true });
          await expect(cta).toBeVisible();
          await expect(cta).toHaveAttribute("href", "/contact");
        });
      }
    });
  }

  test("All Industries returns to the list", async ({ page }) => {
    await page.goto("/industries/industrie5");
    await page.getByRole("link", { name: "All Industries" }).click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(page.locator("[data-industry-card]")).toHaveCount(13);
  });

  test("unknown industry pages are not found (HTTP 404)", async ({ page, request }) => {
    await expectNotFound(page, request, [
      "/industries/industrie9",
      "/industries/industrie0",
      "/industries/industrie15",
      "/industries/chemicals",
    ]);
  });
});

/** A catalogue's formatted word (contracts/site-content/formatted-words.ts) that has no formatting: its text. */
function plain(text: FormattedText): string {
  if (typeof text !== "string") throw new Error("A catalogue's word has formatting: compare its words, not its text");
  return text;
}

test("the pages' copy is served by loaders, not shipped in the JavaScript bundle", () => {
  const assets = path.resolve(process.env.BUILD_DIR || "build", "client", "assets");
  const bundle = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(assets, file), "utf8"))
    .join("\n");
  for (const text of [
    plain(services[0]!.intro[0]!),
    services[10]!.cta.text,
    plain(industries[1]!.expertise[0]),
    industries[12]!.cta.description,
  ]) {
    expect(bundle.includes(text), text.slice(0, 60)).toBe(false);
  }
});

test.describe("accessibility", () => {
  // Each page as it opens is scanned by pages.spec.ts; this is the state only a wait reaches.
  test("/services/service1 passes axe after the slideshow has moved on", async ({ page }) => {
    await page.goto("/services/service1");
    await expect(page.locator("[data-hero] img").nth(1)).toHaveAttribute("data-active", "true", { timeout: 12_000 });
    await page.waitForTimeout(1_100);
    await expectAccessible(page);
  });
});
