import path from "node:path";
import SQLite from "better-sqlite3";
import { quoteFields } from "../../server/test/form-fixtures";
import { expect, expectAccessible, test } from "./fixtures";
import { createAdministrator, e2eDataDir, signInAsStaff } from "./staff-session";

/**
 * The sales desk's quote workflow against the real server: a request sent to POST /api/quotes is
 * found in the Quotes list, reviewed, priced, sent to the customer (through the outbox), noted and won.
 * The rules of each step are API and component tests (server/modules/quotes/staff-quotes.test.ts,
 * app/routes/admin/quote-detail.test.tsx); this is the flow once, with an axe scan of both screens.
 */
const password = "e2e quotes desk passphrase";

test.describe.configure({ timeout: 60_000 });

let email = "";
test.beforeAll(async ({}, testInfo) => {
  email = `quotes-staff-${testInfo.workerIndex}@example.com`;
  createAdministrator(email, password);
});

function offerMails(reference: string) {
  const db = new SQLite(path.join(e2eDataDir, "site.db"), { readonly: true, timeout: 5_000 });
  try {
    return db.prepare("select to_address from mail_outbox where kind = 'quote-offer' and subject like ?").all(`%${reference}%`);
  } finally {
    db.close();
  }
}

test("a quote request is reviewed, priced, sent to the customer and won", async ({ page, request }) => {
  const company = `Desk Test ${Date.now()}`;
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post("/api/quotes", { data: quoteFields({ company, email: "asha.quotes@example.com" }) });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await signInAsStaff(page, email, password);
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Quotes" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by reference, company or email" }).fill(reference);
  const row = page.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("New");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectAccessible(page, "quotes list");

  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(reference) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Totals" })).toContainText(/100 kg \(air 1:6000/);

  await page.getByRole("button", { name: "Start review" }).click();
  await page.getByRole("button", { name: "Enter the quote" }).click();
  await page.getByLabel("Price").fill("1250");
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Valid until").fill(validUntil);
  await page.getByLabel("Terms").fill("Airport to airport, fuel surcharge included.");
  await page.getByRole("button", { name: "Save the quote" }).click();
  await expect(page.getByText("USD 1,250.00")).toBeVisible();

  await page.getByRole("button", { name: "Send quote to customer" }).click();
  await expect(page.getByRole("button", { name: "Send the quote again" })).toBeVisible();
  expect(offerMails(reference)).toEqual([{ to_address: "asha.quotes@example.com" }]);

  await page.getByLabel("Add a note").fill("Customer asked for a call on Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("Customer asked for a call on Monday.");
  await expectAccessible(page, "quote detail, quoted");

  await page.getByRole("button", { name: "Mark as won" }).click();
  await expect(page.getByText("A won quote is final.")).toBeVisible();
});
