import { serviceNumbers } from "../../contracts/public-paths";
import { expect, hydrated, test } from "./fixtures";

/**
 * One path to a quote, one promise (issue 28, item 11): a link that offers a quote leads to /quote, never to /contact;
 * /quote's closing band leads back to its form; the page promises the site's one reply time.
 */
test.describe("the way to a quote", () => {
  test("on every service page, only the quote request offers a quote, and the band's orange button is it", async ({ page }) => {
    // Thirteen visits: each gets the time a test of its own has.
    test.setTimeout(13 * 20_000);
    for (const n of serviceNumbers) {
      await page.goto(`/services/service${n}`);
      const band = page.locator("section[aria-labelledby='contact-cta-heading']");
      const contactWords = await band.locator('a[href="/contact"]').innerText();
      expect(contactWords, `service${n}: the link to /contact offers no quote`).not.toMatch(/quote/i);
      const quote = band.locator('a[href="/quote"]');
      await expect(quote, `service${n}: the band leads to the quote request`).toHaveCount(1);
      // The accent (orange) button is the band's main action: the same colour as the accent button on a page without a quote.
      const [quoteColour, contactColour] = await Promise.all(
        [quote, band.locator('a[href="/contact"]')].map((link) => link.evaluate((a) => getComputedStyle(a).backgroundColor)),
      );
      expect(quoteColour, `service${n}: the quote request is the band's main button`).not.toBe(contactColour);
      const main = page.locator("main");
      for (const link of await main.getByRole("link", { name: /quote/i }).all())
        expect(await link.getAttribute("href"), `service${n}: "${await link.innerText()}"`).toBe("/quote");
    }
    await page.goto("/about-us");
    const accent = await page.locator('main a[data-cta="contact"]').evaluate((a) => getComputedStyle(a).backgroundColor);
    await page.goto("/services/service1");
    expect(await page.locator('main a[data-cta="quote"]').evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(accent);
  });

  for (const lang of ["hi", "ar"]) {
    test(`in ${lang}, the service band's main button is the quote request`, async ({ page }) => {
      await page.goto(`/${lang}/about-us`);
      const accent = await page.locator('main a[data-cta="contact"]').evaluate((a) => getComputedStyle(a).backgroundColor);
      await page.goto(`/${lang}/services/service1`);
      const quote = page.locator('main a[data-cta="quote"]');
      await expect(quote).toHaveAttribute("href", `/${lang}/quote`);
      expect(await quote.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(accent);
    });
  }

  test("/quote ends with a band that leads back to its form, and promises one reply time", async ({ page }) => {
    await page.goto("/quote");
    const band = page.locator("section[aria-labelledby='contact-cta-heading']");
    const back = band.getByRole("link", { name: "Back to the quote form" });
    await expect(back).toHaveAttribute("href", "#quote-form");
    await expect(band.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/working day/i);
    expect(text.match(/within 24 hours/gi)?.length, "the lead and the band say the same").toBeGreaterThanOrEqual(2);
    await hydrated(back);
    await back.click();
    await expect(page.locator("#quote-form").getByRole("heading", { level: 2 }).first()).toBeFocused();
  });
});
