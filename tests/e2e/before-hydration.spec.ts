import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * Pages request their JavaScript after the first paint (docs/decisions/008). Until it has run, the
 * shell's controls must still do what they say: nothing a visitor clicks in that window may be lost.
 * The scripts are held back here until release() is called.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectNotHydrated(page: Page) {
  const reactKeys = await page
    .locator("header")
    .first()
    .evaluate((header) => Object.keys(header).filter((key) => key.startsWith("__react")));
  expect(reactKeys, "the page is still plain HTML").toEqual([]);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe("before the scripts have run", () => {
  test("the theme toggle switches the theme, and the hydrated page keeps it (one switch per click)", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about-us", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    expect(await stored(page, "ui-theme")).toBe("dark");
    await expectNotHydrated(page);

    release();
    await hydrated(page.locator("header").first());
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    expect(await stored(page, "ui-theme")).toBe("light");
  });

  test("the language select opens the page in the chosen language at once, and remembers it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.getByRole("combobox", { name: "Language" }).selectOption("ar");
    // Each language has its own address (decision 028): the same page, served in Arabic, right to left.
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("combobox", { name: "اللغة" }).selectOption("hi");
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect(await stored(page, "preferredLang")).toBe("hi");
    await expect(page.getByRole("navigation").first().getByRole("link", { name: "सेवाएँ" })).toBeVisible();
    await expectNotHydrated(page);

    release();
    await hydrated(page.locator("header").first());
    await expect(page.getByRole("combobox").first()).toHaveValue("hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu button opens and closes the menu, and the hydrated page takes over its state (one toggle per click)", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto("/about-us", { waitUntil: "commit" });
      const menu = page.locator("#mobile-menu");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Careers" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await expectNotHydrated(page);

      release();
      const header = page.locator("header").first();
      await hydrated(header);
      await expect(menu).toBeVisible();
      // Adopted, not just left on screen: the bar turns solid under an open menu.
      await expect(header).toHaveAttribute("data-solid", "true");
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "Careers" }).click();
      await expect(page).toHaveURL(/\/careers$/);
      await expect(menu).toBeHidden();
    });
  });
});
