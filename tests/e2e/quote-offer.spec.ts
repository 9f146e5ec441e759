import type { APIRequestContext } from "@playwright/test";
import path from "node:path";
import SQLite from "better-sqlite3";
import { quoteFields } from "../../server/test/form-fixtures";
import { expect, expectAccessible, hydrated, test } from "./fixtures";
import { e2eDataDir, staffSession } from "./staff-session";

/**
 * Issue 31, item 1: the desk prices a request sent from a Hindi page and mails it; the buyer follows the link of
 * that mail (read from the outbox) and accepts the quote on the page in Hindi. The rules of each answer are API tests
 * (server/modules/quotes/quote-offer.test.ts); this is the flow once in the browser, with axe on each state.
 */
const password = "e2e quote offer passphrase";
test.describe.configure({ timeout: 90_000 });

function database() {
  return new SQLite(path.join(e2eDataDir, "site.db"), { readonly: true, timeout: 5_000 });
}

function row<T>(sql: string, ...values: unknown[]): T | undefined {
  const db = database();
  try {
    return db.prepare(sql).get(...values) as T | undefined;
  } finally {
    db.close();
  }
}

/** A request from a Hindi page, priced and mailed by the desk through its API: the link in the mail. */
async function pricedQuoteLink(request: APIRequestContext, workerIndex: number, company: string) {
  const { headers } = await staffSession(request, `offer-desk-${workerIndex}@example.com`, password);
  const sent = await request.post("/api/quotes", { data: quoteFields({ company, email: `buyer-${workerIndex}@example.com`, lang: "hi" }) });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const id = Number(reference.slice(-6));
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const data of [
    { status: "in-review" },
    { status: "quoted", price: 1250, currency: "USD", validUntil, terms: "Airport to airport, fuel surcharge included." },
  ])
    expect((await request.patch(`/api/quotes/${id}/status`, { headers, data })).status()).toBe(200);
  expect((await request.post(`/api/quotes/${id}/send`, { headers })).status()).toBe(200);
  const mail = row<{ text_body: string }>(
    "select text_body from mail_outbox where kind = 'quote-offer' and subject like ?",
    `%${reference}%`,
  );
  const link = /https?:\/\/\S+\/hi\/quote\/offer\?t=[\w-]+/.exec(mail!.text_body)?.[0];
  expect(link, "the link in the mail").toBeDefined();
  return { id, reference, path: new URL(link!).pathname + new URL(link!).search };
}

test("a buyer accepts a priced quote in Hindi from the link in its e-mail", async ({ page, request }, testInfo) => {
  const company = `Offer Test ${Date.now()}`;
  const { id, reference, path: link } = await pricedQuoteLink(request, testInfo.workerIndex, company);

  const response = await page.goto(link);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`कोटेशन ${reference}`);
  await expect(page.getByText("USD 1,250.00")).toBeVisible();
  await expect(page.getByText("Airport to airport, fuel surcharge included.")).toBeVisible();
  // Opening the page changed nothing.
  expect(row<{ status: string }>("select status from quotes where id = ?", id)?.status).toBe("quoted");
  await expectAccessible(page, "quote offer, open, in Hindi");

  const accept = page.getByRole("button", { name: "कोटेशन स्वीकार करें" });
  await hydrated(accept);
  await page.getByLabel("आपका पूरा नाम").fill("आशा पाटिल");
  await page.getByLabel("परचेज़ ऑर्डर नंबर (वैकल्पिक)").fill("PO/2026-31");
  // The browser asks for the consent first: nothing is sent without it.
  await accept.click();
  expect(row<{ status: string }>("select status from quotes where id = ?", id)?.status).toBe("quoted");
  await page.getByLabel(new RegExp(`${company} की ओर से`)).check();
  await accept.click();
  await expect(page.getByRole("status").filter({ hasText: "धन्यवाद। कोटेशन स्वीकार कर लिया गया है" })).toBeVisible();
  await expect(page.getByRole("button", { name: "कोटेशन स्वीकार करें" })).toHaveCount(0);
  expect(row("select status, accepted_name, accepted_po from quotes where id = ?", id)).toEqual({
    status: "won",
    accepted_name: "आशा पाटिल",
    accepted_po: "PO/2026-31",
  });
  const confirmation = row<{ to_address: string; subject: string }>(
    "select to_address, subject from mail_outbox where kind = 'quote-accepted' and subject like ?",
    `%${reference}%`,
  );
  expect(confirmation).toEqual({ to_address: `buyer-${testInfo.workerIndex}@example.com`, subject: `कोटेशन ${reference} स्वीकार किया गया` });
  await expectAccessible(page, "quote offer, just accepted, in Hindi");

  // Read again, the link says it was accepted, by whom, and offers a new request.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "आपने यह कोटेशन स्वीकार कर लिया है" })).toBeVisible();
  await expect(page.getByText(/आशा पाटिल द्वारा स्वीकार किया गया/)).toBeVisible();
  await expect(page.getByRole("button", { name: "कोटेशन स्वीकार करें" })).toHaveCount(0);
  await expectAccessible(page, "quote offer, accepted, in Hindi");
});

test("an unknown link says so in the page's language and offers a new request", async ({ page }) => {
  await page.goto("/ar/quote/offer?t=not-a-real-token");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("هذا الرابط غير صالح");
  await expect(page.getByRole("link", { name: "اطلب عرض سعر جديداً" })).toHaveAttribute("href", "/ar/quote");
  await expectAccessible(page, "quote offer, unknown link, in Arabic");
});

test("the page as a buyer sees it, for the screenshots", async ({ page, request }, testInfo) => {
  test.skip(!process.env.QUOTE_OFFER_SCREENSHOTS, "only when QUOTE_OFFER_SCREENSHOTS is set");
  const { path: link } = await pricedQuoteLink(request, testInfo.workerIndex, `Screens ${Date.now()}`);
  const token = new URL(link, "http://x").searchParams.get("t")!;
  for (const lang of ["en", "hi", "ar"])
    for (const width of [390, 1440])
      for (const theme of ["light", "dark"]) {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
        await page.goto(`${lang === "en" ? "" : `/${lang}`}/quote/offer?t=${token}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`quote-offer-${lang}-${width}-${theme}.png`), fullPage: true });
      }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms post to the API, which sends the buyer back to the page with the outcome", async ({ page, request }, testInfo) => {
    const { id, path: link } = await pricedQuoteLink(request, testInfo.workerIndex, `No Script ${Date.now()}`);
    await page.goto(link.replace("/hi/", "/de/"));
    await page.getByRole("textbox", { name: "Ihre Frage" }).fill("Ist die THC in Nhava Sheva enthalten?");
    await page.getByRole("button", { name: "Frage senden" }).click();
    await expect(page).toHaveURL(/\/de\/quote\/offer\?t=[\w-]+&result=questionSent&form=ask#answer$/);
    await expect(page.getByRole("status").filter({ hasText: "Ihre Frage ging an Ihren Ansprechpartner" })).toBeVisible();
    expect(row<{ body: string; from_buyer: number }>("select body, from_buyer from quote_notes where quote_id = ?", id)).toEqual({
      body: "Ist die THC in Nhava Sheva enthalten?",
      from_buyer: 1,
    });

    await page.getByRole("radio", { name: "Der Preis ist zu hoch" }).check();
    await page.getByRole("button", { name: "Angebot ablehnen" }).click();
    await expect(page).toHaveURL(/result=declined&form=decline/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Vielen Dank. Wir haben vermerkt, dass Sie das Angebot ablehnen." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Neues Angebot anfordern" })).toHaveAttribute("href", "/de/quote");
    expect(row<{ status: string }>("select status from quotes where id = ?", id)?.status).toBe("lost");
  });
});
