import { emissionLine, estimateEmission } from "../../app/features/co2/emission";
import { careersMessages as careersIds, contactMessages as contactIds } from "../../contracts/forms/messages";
import { messagesOf } from "../../contracts/i18n/translate";
import { t } from "./english";
import { expect, hydrated, test } from "./fixtures";
import { publicSite, servePublicSite } from "./public-site";

const careersMessages = messagesOf(t, careersIds);
const contactMessages = messagesOf(t, contactIds);

/** Issue 17: the mobile menu and in-app navigation by keyboard, focus after a send, and the forms without JavaScript. */

const contact = {
  "First name": "Asha",
  "Last name": "Verma",
  Email: "asha@example.in",
  Subject: "Freight quote",
  Message: "Please quote a 20 ft container to Dubai.",
};
const application = {
  "Full name": "Ananya Rao",
  Email: "ananya.rao@example.in",
  "Phone number": "+919820012345",
  Message: "Final-year logistics student, free from January.",
};
const pdf = { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%test résumé\n") };

test.describe("by keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the open menu keeps focus inside, holds the page still, and a chosen link lands on the new page's h1", async ({ page }) => {
    await page.goto("/about-us");
    const toggle = page.locator("#mobile-menu-button");
    await hydrated(toggle);
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Shift+Tab from the toggle wraps to the last item; Tab from there wraps back to the toggle.
    await page.keyboard.press("Shift+Tab");
    // On a phone the menu ends with the language select.
    const last = menu.getByRole("combobox", { name: "Language" });
    await expect(last).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();

    // Escape closes and gives focus back to the toggle.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await menu.getByRole("link", { name: "Careers" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("after a send, focus moves to the confirmation and the earlier error toast is gone", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 201, json: { success: true, code: "success", message: contactMessages.success } }),
    );
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    const send = form.getByRole("button", { name: "Send Message" });
    await hydrated(send);
    // Tabbing through the empty fields says nothing; the submit does.
    await form.getByRole("textbox", { name: "First name" }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await send.click();
    const fix = page.locator("[data-sonner-toast]").filter({ hasText: contactMessages.fixErrors });
    await expect(fix).toBeVisible();
    for (const [label, value] of Object.entries(contact)) await form.getByRole("textbox", { name: label }).fill(value);
    await send.click();
    await expect(form.getByRole("status").filter({ hasText: contactMessages.success })).toBeFocused();
    await expect(fix).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // React Router refuses an action posted from another origin: the pages are opened at PUBLIC_URL, served by the test server.
  const site = publicSite;
  test.beforeEach(({ page, baseURL }) => servePublicSite(page, baseURL!));

  test("the menu opens; the contact form answers with its errors and the values kept, then sends", async ({ page }) => {
    await page.goto(`${site}/contact`);
    await page.locator("nav summary").click();
    await page.locator("nav details").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);

    await page.goto(`${site}/contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    for (const [label, value] of Object.entries(contact)) await form.getByRole("textbox", { name: label }).fill(value);
    await form.getByRole("textbox", { name: "Email" }).fill("asha@example");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert").first()).toHaveText(contactMessages.fixErrors);
    await expect(form.getByText(contactMessages.emailInvalid)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue(contact.Message);

    await form.getByRole("textbox", { name: "Email" }).fill(contact.Email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("form", { name: "Contact form" }).getByRole("status")).toHaveText(contactMessages.success);
  });

  test("the careers form sends an application with its résumé; the CO₂ calculator shows its result", async ({ page }) => {
    await page.goto(`${site}/careers`);
    const form = page.getByRole("form", { name: "Job application form" });
    for (const [label, value] of Object.entries(application)) await form.getByRole("textbox", { name: label }).fill(value);
    await form.getByRole("combobox", { name: "Position" }).selectOption({ index: 1 });
    await form.getByLabel(/^Resume/).setInputFiles(pdf);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("form", { name: "Job application form" }).getByRole("status")).toHaveText(careersMessages.success);

    await page.goto(`${site}/co2-calculator`);
    await page.getByLabel("Distance (km)").fill("1000");
    await page.getByLabel("Cargo Weight (tons)").fill("2");
    await page.getByLabel("Transport Mode").selectOption("road");
    await page.getByRole("button", { name: "Calculate Emission" }).click();
    const road = estimateEmission({ distance: "1000", weight: "2", mode: "road" })!;
    await expect(page.locator("#co2-result")).toHaveText(emissionLine(road.kg));
    await expect(page.getByLabel("Distance (km)")).toHaveValue("1000");
  });
});
