import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The footer's newsletter form without JavaScript (issue 28, item 2): on every page and in every language it is a
 * plain post to /newsletter in the page's language, answered with a page: the spec's success words and the wait for
 * the e-mailed link (item 5), or the form again with the field's message and the address as typed.
 */
test.describe("the newsletter form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // Pages are opened at PUBLIC_URL's address (decision 014), served by the test server: React Router refuses an action
  // posted from another origin (as keyboard-and-no-script.spec.ts does).
  const site = "http://localhost:3000";
  test.beforeEach(async ({ page, baseURL }) => {
    await page.route(`${site}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(site, baseURL!), maxRedirects: 0 }).catch(() => null);
      await (response ? route.fulfill({ response }) : route.abort()).catch(() => {});
    });
  });

  const footerForm = (page: Page) => page.locator("footer form");

  test("an English page's footer form answers its errors with the address kept, then subscribes, pending", async ({ page }) => {
    await page.goto(`${site}/about-us`);
    const form = footerForm(page);
    await expect(form).toHaveAttribute("method", "post");
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    await expect(subscribe, "the button works before any script").toBeEnabled();

    await subscribe.click();
    await expect(page).toHaveURL(`${site}/newsletter#newsletter-answer`);
    const answer = page.locator("#newsletter-answer");
    await expect(answer.getByRole("heading", { name: "Your subscription did not go through" })).toBeVisible();
    await expect(answer.getByRole("alert")).toHaveText("Please enter your email address");

    await answer.getByRole("textbox", { name: "Email address" }).fill("reader@example");
    await answer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-answer").getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(page.locator("#newsletter-answer").getByRole("textbox", { name: "Email address" })).toHaveValue("reader@example");
    await expectAccessible(page, "/newsletter with an error");

    await page.locator("#newsletter-answer").getByRole("textbox", { name: "Email address" }).fill("no-script.reader@example.in");
    await page.locator("#newsletter-answer").getByRole("button", { name: "Subscribe" }).click();
    const done = page.locator("#newsletter-answer").getByRole("status");
    await expect(done.getByRole("heading", { name: "One step left: confirm your address" })).toBeVisible();
    await expect(done).toContainText("Successfully subscribed! Check your email for confirmation.");
    await expect(done).toContainText("Your subscription is pending until you press the link in that email");
    await expectAccessible(page, "/newsletter subscribed");
  });

  for (const [lang, path] of [
    ["hi", "/hi/contact"],
    ["ar", "/ar/services/service1"],
  ]) {
    test(`in ${lang}, the footer form posts to /${lang}/newsletter and answers in ${lang}`, async ({ page }) => {
      await page.goto(`${site}${path}`);
      const form = footerForm(page);
      await expect(form).toHaveAttribute("action", `/${lang}/newsletter#newsletter-answer`);
      await form.getByRole("textbox").first().fill(`no-script.${lang}@example.in`);
      await form.getByRole("button").click();
      await expect(page).toHaveURL(`${site}/${lang}/newsletter#newsletter-answer`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const status = page.locator("#newsletter-answer").getByRole("status");
      await expect(status).toBeVisible();
      // Every word in the page's language: no English sentence of the answer is left.
      await expect(status).not.toContainText("Successfully subscribed");
      await expect(status).not.toContainText("pending");
    });
  }
});
