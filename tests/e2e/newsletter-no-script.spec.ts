import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./fixtures";

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
    // Four pages in turn, each a full load on a busy machine.
    test.setTimeout(120_000);
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

    await page.locator("#newsletter-answer").getByRole("textbox", { name: "Email address" }).fill("no-script.reader@example.in");
    await page.locator("#newsletter-answer").getByRole("button", { name: "Subscribe" }).click();
    const done = page.locator("#newsletter-answer").getByRole("status");
    await expect(done.getByRole("heading", { name: "One step left: confirm your address" })).toBeVisible();
    await expect(done).toContainText("Successfully subscribed! Check your email for confirmation.");
    await expect(done).toContainText("Your subscription is pending until you press the link in that email");
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

/**
 * The answer pages as a browser with JavaScript gets them after a plain post (a click before the script ran):
 * hydrated with the answer, scanned with axe (axe needs the page's script).
 */
test.describe("the newsletter page's answers", () => {
  const site = "http://localhost:3000";
  test.beforeEach(async ({ page, baseURL }) => {
    await page.route(`${site}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(site, baseURL!), maxRedirects: 0 }).catch(() => null);
      await (response ? route.fulfill({ response }) : route.abort()).catch(() => {});
    });
  });

  /** Posts the footer's form as the browser does before hydration: form.submit() runs no script handler. */
  async function postFooterForm(page: Page, email: string) {
    await page.goto(`${site}/about-us`);
    await page.locator("footer form input[name=email]").evaluate((input: HTMLInputElement, value) => (input.value = value), email);
    await Promise.all([
      page.waitForURL(/\/newsletter#newsletter-answer$/),
      page.locator("footer form").evaluate((form: HTMLFormElement) => form.submit()),
    ]);
  }

  test("an error keeps the address, hydrates, and clears as the visitor corrects it", async ({ page }) => {
    await postFooterForm(page, "reader@example");
    const answer = page.locator("#newsletter-answer");
    const field = answer.getByRole("textbox", { name: "Email address" });
    await expect(field).toHaveValue("reader@example");
    await expect(answer.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expectAccessible(page, "/newsletter with an error");
    await hydrated(field);
    await field.pressSequentially(".in");
    await expect(answer.getByRole("alert")).toHaveCount(0);
  });

  test("a subscription says it waits for the e-mailed link", async ({ page }) => {
    await postFooterForm(page, "answer.page@example.in");
    const status = page.locator("#newsletter-answer").getByRole("status");
    await expect(status.getByRole("heading", { name: "One step left: confirm your address" })).toBeVisible();
    await expect(status).toContainText("Your subscription is pending");
    await expectAccessible(page, "/newsletter subscribed");
  });
});
