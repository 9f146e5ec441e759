import type { Locator, Page } from "@playwright/test";
import { quoteMessages as quoteIds } from "../../contracts/forms/quote-messages";
import { messagesOf } from "../../contracts/i18n/translate";
import { t, translatorOf } from "./english";
import { expect, expectAccessible, hydrated, test } from "./fixtures";
import { publicSite, servePublicSite } from "./public-site";
import { openQuoteDraft, shipment } from "./quote-draft";

/** The form's messages in English, as the catalogue gives them. */
const quoteMessages = messagesOf(t, quoteIds);
/** Next year's 15 December: a ready date that is never in the past. */
const readyDate = `${new Date().getFullYear() + 1}-12-15`;

/**
 * The quote request (issue 14) by keyboard alone: four steps, a step's check before the next, the
 * place combobox, the running totals, the draft surviving a reload, and the reference at the end.
 * Rules and figures are tested in vitest (contracts/forms/quote.test.ts, quote-totals.test.ts,
 * app/features/quote/quote-draft.test.ts, server/modules/quotes/quotes.test.ts).
 */

/** Tab (forwards) until `target` has focus: what a keyboard user does to reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

test("a buyer requests a quote by keyboard alone and gets a reference", async ({ page }) => {
  // Four steps typed key by key are one visit on purpose (one test instead of four), so it gets a long test's time.
  test.slow();
  await page.goto("/quote");
  const form = page.getByRole("form", { name: "Quote request" });
  await hydrated(form);
  const mode = page.getByLabel("Mode of transport");
  await mode.focus();

  // A step is checked before the next: an empty step names its fields and keeps the buyer there.
  await tabTo(page, page.getByRole("button", { name: "Next: Cargo" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(quoteMessages.modeRequired)).toBeVisible();
  await expect(mode).toBeFocused();

  await page.keyboard.type("Air");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Export");
  await page.keyboard.press("Tab");
  const origin = page.getByRole("combobox", { name: "Origin" });
  await expect(origin).toBeFocused();
  await page.keyboard.type("INBOM");
  await expect(page.getByRole("option", { name: /Mumbai/ })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(origin).toHaveValue("Mumbai");
  await page.keyboard.press("Tab");
  await page.keyboard.type("frankfurt");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Destination" })).toHaveValue("Frankfurt am Main");
  await page.keyboard.press("Tab");
  await page.keyboard.type("FCA");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`1215${new Date().getFullYear() + 1}`);
  await tabTo(page, page.getByRole("button", { name: "Next: Cargo" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Step 2 of 4: Cargo" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Brake discs");
  for (const [label, value] of [
    ["Length (cm)", "120"],
    ["Width (cm)", "80"],
    ["Height (cm)", "100"],
    ["Weight each (kg)", "150"],
  ]) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  // 120 × 80 × 100 cm = 0.96 m³, by air 160 kg against 150 kg gross.
  const totals = page.getByRole("complementary", { name: "Running totals" });
  await expect(totals).toContainText("160.00 kg");
  await expect(totals).toContainText("air 1:6000");
  await expect(totals).toContainText("kg CO₂");
  await expectAccessible(page, "/quote, cargo step with totals");

  // A reload loses nothing.
  await page.reload();
  // The step and the figures come back once the page has hydrated and read the draft.
  await expect(page.getByRole("heading", { name: "Step 2 of 4: Cargo" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Weight each (kg)")).toHaveValue("150");
  await page.getByLabel("Weight each (kg)").focus();
  await tabTo(page, page.getByRole("button", { name: "Next: Extras" }));
  await page.keyboard.press("Enter");

  await tabTo(page, page.getByRole("checkbox", { name: "Customs clearance" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Next: Contact" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Step 4 of 4: Contact" })).toBeFocused();
  for (const [name, value] of [
    ["Name", "Asha Patil"],
    ["Company", "Patil Auto Components"],
    ["Email", "asha@example.com"],
    ["Phone", "+91 98765 43210"],
  ]) {
    await tabTo(page, page.getByRole("textbox", { name, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole("button", { name: "Send quote request" }));
  await page.keyboard.press("Enter");

  const done = page.getByRole("heading", { name: "Request received" });
  await expect(done).toBeFocused();
  await expect(page.getByText(/TGL-Q-\d{4}-\d{6}/)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("quote:draft"))).toBeNull();
  await expectAccessible(page, "/quote, request received");
});

test("a full container load asks each container's gross weight, and stackable is not answered for the buyer (issue 28)", async ({
  page,
}) => {
  await openQuoteDraft(page, "/quote", 1, { ...shipment, mode: "sea-fcl", commodity: "Basmati rice" });
  await expect(page.getByRole("heading", { name: "Step 2 of 4: Cargo" })).toBeVisible();
  const stackable = page.getByRole("group", { name: "Stackable" });
  await expect(stackable.getByRole("radio", { name: "Yes" })).not.toBeChecked();
  await expect(stackable.getByRole("radio", { name: "No" })).not.toBeChecked();

  await page.getByRole("button", { name: "Next: Extras" }).click();
  const weight = page.getByRole("textbox", { name: "Gross weight each (kg)" });
  await expect(page.getByText(quoteMessages.containerWeightInvalid)).toBeVisible();
  await expect(weight).toBeFocused();
  await expectAccessible(page, "/quote, a container without its weight");

  await page.getByLabel("Count").fill("2");
  await weight.fill("21000");
  await expect(page.getByText(quoteMessages.containerWeightInvalid)).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Running totals" })).toContainText("42,000.00 kg");
  await page.getByRole("button", { name: "Next: Extras" }).click();
  await expect(page.getByRole("heading", { name: "Step 3 of 4: Extras" })).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // React Router takes a page's post only from PUBLIC_URL's origin: the pages are opened there, served by the test server.
  const site = publicSite;
  test.beforeEach(({ page, baseURL }) => servePublicSite(page, baseURL!));

  test("the whole request is one form that sends, and the page answers with the reference (issue 28)", async ({ page }) => {
    await page.goto(`${site}/quote`);
    const form = page.getByRole("form", { name: "Quote request" });
    for (const step of ["Step 1 of 4: Shipment", "Step 2 of 4: Cargo", "Step 3 of 4: Extras", "Step 4 of 4: Contact"])
      await expect(form.getByRole("heading", { name: step })).toBeVisible();
    // The stepper's Next needs script: it is not offered.
    await expect(form.getByRole("button", { name: /^Next/ })).toBeHidden();

    await form.getByLabel("Mode of transport").selectOption("sea-fcl");
    await form.getByLabel("Direction").selectOption("export");
    await form.getByRole("combobox", { name: "Origin" }).fill("Nhava Sheva");
    await form.getByRole("combobox", { name: "Destination" }).fill("Jebel Ali");
    await form.getByLabel("Incoterm").selectOption("FOB");
    await form.getByLabel("Cargo ready date").fill(readyDate);
    await form.getByLabel("Commodity").fill("Basmati rice");
    await form.getByLabel("Container type, line 1").selectOption("40hc");
    await form.getByRole("spinbutton", { name: "Count" }).fill("2");
    await form.getByRole("textbox", { name: "Gross weight each (kg)" }).fill("24000");
    await form.getByRole("group", { name: "Stackable" }).getByRole("radio", { name: "No" }).check();
    await form.getByRole("checkbox", { name: "Customs clearance" }).check();
    for (const [name, value] of [
      ["Name", "Asha Patil"],
      ["Company", "Patil Exports"],
      ["Email", "asha@example.com"],
      ["Phone", "+91 98765 43210"],
    ])
      await form.getByRole("textbox", { name, exact: true }).fill(value);
    await form.getByRole("button", { name: "Send quote request" }).click();

    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    await expect(page.getByText(/TGL-Q-\d{4}-\d{6}/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Request another quote" })).toHaveAttribute("href", "/quote");
  });

  test("a request with mistakes comes back with its messages listed in the page's language and the values kept", async ({ page }) => {
    const hi = messagesOf(translatorOf("hi"), quoteIds);
    await page.goto(`${site}/hi/quote`);
    const form = page.locator("form[method=post]").first();
    await form.locator("select[name=mode]").selectOption("sea-fcl");
    await form.locator("input[name=commodity]").fill("Basmati rice");
    await form.locator("input[name=email]").fill("asha@example");
    await form.locator("button[type=submit]:visible").click();

    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(form.getByRole("alert").first()).toHaveText(hi.fixErrors);
    const listed = form.locator("ul a[href^='#']");
    for (const code of ["directionRequired", "originRequired", "containerWeightInvalid", "emailInvalid"] as const)
      await expect(listed.filter({ hasText: hi[code] })).toHaveCount(1);
    // Each message sits at its field too, and what was typed is still there.
    await expect(form.locator("input[name='containers.0.weightKg']")).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("input[name=email]")).toHaveValue("asha@example");
    await expect(form.locator("input[name=commodity]")).toHaveValue("Basmati rice");
    await expect(form.locator("select[name=mode]")).toHaveValue("sea-fcl");
  });
});
