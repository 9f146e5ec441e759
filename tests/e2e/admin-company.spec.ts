import type { APIRequestContext } from "@playwright/test";
import { factMessages } from "../../contracts/site-content/company-facts";
import { adminCli } from "./admin-cli";
import { expect, expectAccessible, test } from "./fixtures";
import { signInAsStaff } from "./staff-session";

/**
 * Issue 30 item 2 in the browser (docs/decisions/042): an editor changes the company's phone on the Content area's
 * Company facts screen, is stopped by the inline check on a bad number, publishes, and every language's pages show
 * the new number (the footer of /hi/contact, the contact page's JSON-LD) within 5 s; restoring the release before
 * puts the old number back. The rules behind each answer are the API tests' (server/modules/site-content/).
 */
const password = "e2e company facts passphrase 2026";
const editor = `company-editor-${Date.now()}@example.com`;
const oldPhone = { tel: "+912269712400", shown: "+91 22 6971 2400" };
const newPhone = { tel: "+912240001234", shown: "+91 22 4000 1234" };

test.describe.configure({ mode: "serial", timeout: 90_000 });

async function bearer(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: { email: editor, password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** The phone as the footer of a Hindi page and the contact page's structured data show it. */
async function phoneOnContactPage(request: APIRequestContext) {
  const html = await (await request.get("/hi/contact")).text();
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
  return {
    footer: footer.includes(newPhone.shown) ? "new" : footer.includes(oldPhone.shown) ? "old" : "none",
    telephone: JSON.parse(jsonLd).telephone,
  };
}

test("an editor changes the phone on the Company facts screen, publishes it to every language within 5 s, and restores", async ({
  page,
  request,
}) => {
  adminCli(password, "create", editor, "--role", "editor");
  const headers = await bearer(request);
  // A release to go back to: the phone as it is.
  const baseline = await request.put("/api/staff/content/words/en/company.phone", { headers, data: { text: oldPhone.tel, version: 0 } });
  expect(baseline.status(), await baseline.text()).toBe(200);
  const published = await request.post("/api/staff/content/publish", { headers, data: { lang: "en" } });
  expect(published.status(), await published.text()).toBe(200);
  const before = ((await published.json()) as { data: { release: { id: number } } }).data.release.id;
  expect(await phoneOnContactPage(request)).toEqual({ footer: "old", telephone: oldPhone.tel });

  await signInAsStaff(page, editor, password);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Company facts" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Company facts" })).toBeVisible();
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(phone).toHaveValue(oldPhone.tel);
  const fact = page.locator('article[data-word="company.phone"]');

  // Checked as it is typed, with the server's rule and words.
  await phone.fill("022 4000 1234");
  await expect(fact.getByText(factMessages.phoneInvalid)).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(fact.getByRole("button", { name: "Save draft" })).toBeDisabled();
  await expectAccessible(page, "the Company facts screen with a bad phone number");

  await phone.fill(newPhone.tel);
  await fact.getByRole("button", { name: "Save draft" }).click();
  await expect(fact.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish 1 draft" }).click();
  await page.getByRole("alertdialog", { name: "Publish 1 draft?" }).getByRole("button", { name: "Publish 1 draft" }).click();
  await expect(page.getByText(/^Published 1 word \(release \d+\)$/)).toBeVisible();
  const publishedAt = Date.now();

  // Every instance follows the newest release within a second or so; the Hindi pages read the English fact.
  await expect
    .poll(() => phoneOnContactPage(request), { timeout: 5_000, intervals: [100] })
    .toEqual({ footer: "new", telephone: newPhone.tel });
  console.log(`publish → /hi/contact shows the new phone: ${Date.now() - publishedAt} ms`);
  await page.goto("/hi/contact");
  await expect(page.locator("footer").getByRole("link", { name: newPhone.shown })).toHaveAttribute("href", `tel:${newPhone.tel}`);

  await page.goto("/admin/content/versions");
  await page.getByRole("button", { name: `Compare release ${before}` }).click();
  await page.getByRole("button", { name: "Restore this version" }).click();
  await page
    .getByRole("alertdialog", { name: `Restore release ${before}?` })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(page.getByText(/^Restored as release \d+/)).toBeVisible();
  const restoredAt = Date.now();
  await expect
    .poll(() => phoneOnContactPage(request), { timeout: 5_000, intervals: [100] })
    .toEqual({ footer: "old", telephone: oldPhone.tel });
  console.log(`restore → /hi/contact shows the old phone: ${Date.now() - restoredAt} ms`);
});
