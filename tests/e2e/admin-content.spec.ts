import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { adminCli } from "./admin-cli";
import { expect, expectAccessible, test } from "./fixtures";
import { forgiveSandboxRefusals } from "./sandboxed-preview";
import { signInAsStaff, staffSession } from "./staff-session";

/**
 * Issue 30 in the browser: an editor changes the Hindi words of a service page beside the English, sees them in the
 * page's preview (light and dark), publishes them and restores an earlier release; two editors saving the same word
 * meet a conflict that keeps what was typed; a translator works only in their language. The rules behind each answer
 * are the API tests' (server/modules/site-content/).
 */
const password = "e2e content passphrase 2026";
const word = "services.service1.intro.1";
const servicePage = "service1";
/** The preview's frame: sandboxed without scripts, so axe cannot enter it (fixtures.ts). */
const preview = "iframe[sandbox]";

test.describe.configure({ mode: "serial", timeout: 90_000 });

type Field = { text: string; version: number; draft: { text: string } | null };

/** A staff account of `role` (a translator of `languages`), made with the CLI and, for a translator, the accounts API. */
async function account(request: APIRequestContext, role: "editor" | "translator", email: string, languages: string[] = []) {
  adminCli(password, "create", email, "--role", "editor");
  if (role === "editor") return;
  const { headers } = await staffSession(request, `content-admin-${Date.now()}@example.com`, password);
  const list = await request.get("/api/staff/accounts", { headers });
  const { data } = (await list.json()) as { data: { accounts: { id: number; email: string }[] } };
  const id = data.accounts.find((row) => row.email === email)!.id;
  const changed = await request.patch(`/api/staff/accounts/${id}`, { headers, data: { role, languages } });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** A Bearer header for API calls as `email`. */
async function bearer(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

async function fieldOf(request: APIRequestContext, headers: Record<string, string>, lang: string): Promise<Field> {
  const answer = await request.get(`/api/staff/content/pages/${servicePage}?lang=${lang}`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { sections: { fields: (Field & { id: string })[] }[] } };
  return data.sections.flatMap((section) => section.fields).find((field) => field.id === word)!;
}

const wordEditor = (page: Page) => page.locator(`article[data-word="${word}"]`);

/** Screenshots of a staff screen at desktop and phone widths, light and dark, for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const scheme of ["light", "dark"] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), scheme === "dark");
      await page.screenshot({
        path: path.join(test.info().project.outputDir, "screens", `${name}-${width}-${scheme}.png`),
        fullPage: false,
      });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function typeInto(field: Locator, text: string) {
  await field.fill("");
  await field.fill(text);
}

const run = `${Date.now()}`;
const editor = `content-editor-${run}@example.com`;
const secondEditor = `content-editor-b-${run}@example.com`;
const translator = `content-translator-${run}@example.com`;
const firstHindi = `नवी मुंबई से समुद्री और हवाई माल ढुलाई (${run})`;
const laterHindi = `हम 2009 से माल भेज रहे हैं (${run})`;

test("an editor edits the Hindi of a service beside the English, previews it light and dark, and publishes it", async ({
  page,
  request,
  consoleErrors,
}) => {
  await account(request, "editor", editor);
  await signInAsStaff(page, editor, password);
  await page.goto("/admin/content?lang=hi");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Hindi (हिन्दी): words reviewed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Content", exact: true }).first()).toBeVisible();
  await expectAccessible(page, "the content list");
  await screenshots(page, "content-list");

  await page.getByRole("link", { name: "Service: Freight Forwarding" }).click();
  const field = page.getByRole("textbox", { name: `Hindi text of ${word}` });
  await expect(field).toHaveAttribute("lang", "hi");
  await expect(wordEditor(page).getByText(/We work on your side of the contract/)).toHaveAttribute("lang", "en");

  // The editor checks as it is typed, with the server's rules.
  await typeInto(field, `${firstHindi} <b>`);
  await expect(wordEditor(page).getByText(/HTML tags such as/)).toBeVisible();
  await expect(wordEditor(page).getByRole("button", { name: "Save draft" })).toBeDisabled();
  await typeInto(field, firstHindi);
  await wordEditor(page).getByRole("button", { name: "Save draft" }).click();
  await expect(wordEditor(page).getByText("Draft", { exact: true })).toBeVisible();

  const frame = page.frameLocator(preview);
  await page.getByRole("button", { name: "Show my latest drafts" }).click();
  await expect(frame.getByText(firstHindi)).toBeVisible();
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(page.getByTitle(/Preview of Service: Freight Forwarding in Hindi, dark colours/)).toBeVisible();
  await expect(frame.getByText(firstHindi)).toBeVisible();
  forgiveSandboxRefusals(consoleErrors);
  await expectAccessible(page, "a service page's Hindi words", { exclude: [preview] });
  await screenshots(page, "content-editor");

  await page.getByRole("link", { name: "All pages" }).click();
  await page.getByRole("button", { name: /^Publish \d+ drafts?$/ }).click();
  const dialog = page.getByRole("alertdialog", { name: /^Publish \d+ drafts?\?$/ });
  await expect(dialog).toContainText("Hindi (");
  await dialog.getByRole("button", { name: /^Publish/ }).click();
  await expect(page.getByText(/^Published \d+ words? \(release \d+\)$/)).toBeVisible();
  await expect(page.getByText("No drafts to publish.")).toBeVisible();

  // Visitors read it at once (every instance follows the newest release within a second or so).
  await expect.poll(async () => (await request.get("/hi/services/service1")).text(), { timeout: 15_000 }).toContain(firstHindi);
  forgiveSandboxRefusals(consoleErrors);
});

test("an editor compares a release with the words now and restores it", async ({ page, request }) => {
  const headers = await bearer(request, editor);
  const before = await fieldOf(request, headers, "hi");
  const saved = await request.put(`/api/staff/content/words/hi/${word}`, { headers, data: { text: laterHindi, version: before.version } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post("/api/staff/content/publish", { headers, data: { lang: "hi" } });
  expect(published.status(), await published.text()).toBe(200);
  const later = ((await published.json()) as { data: { release: { id: number } } }).data.release.id;

  await signInAsStaff(page, editor, password);
  await page.goto("/admin/content/versions");
  await expect(page.getByRole("heading", { level: 1, name: "Content versions" })).toBeVisible();
  await page.getByRole("button", { name: `Compare release ${later - 1}` }).click();
  const comparison = page.getByRole("region", { name: `Words of release ${later - 1} beside the words now` });
  await expect(comparison.getByRole("row", { name: new RegExp(word.replace(/\./g, "\\.")) })).toContainText(firstHindi);
  await expect(comparison).toContainText(laterHindi);
  await expectAccessible(page, "a release beside the words now");

  await page.getByRole("button", { name: "Restore this version" }).click();
  await page
    .getByRole("alertdialog", { name: `Restore release ${later - 1}?` })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(page.getByText(/^Restored as release \d+/)).toBeVisible();
  await expect(page.getByRole("button", { name: `Compare release ${later + 1}` })).toBeVisible();
  expect((await fieldOf(request, headers, "hi")).text).toBe(firstHindi);
});

test("two editors saving the same word: the second keeps what they typed, sees theirs, and saves over it", async ({
  page,
  request,
  consoleErrors,
}) => {
  await account(request, "editor", secondEditor);
  await signInAsStaff(page, editor, password);
  await page.goto(`/admin/content/${servicePage}?lang=hi`);
  const field = page.getByRole("textbox", { name: `Hindi text of ${word}` });
  await expect(field).toHaveValue(firstHindi);

  // Meanwhile the other editor saves a draft of the same word.
  const theirs = `दूसरे संपादक का पाठ (${run})`;
  const other = await bearer(request, secondEditor);
  const current = await fieldOf(request, other, "hi");
  const put = await request.put(`/api/staff/content/words/hi/${word}`, {
    headers: other,
    data: { text: theirs, version: current.version },
  });
  expect(put.status(), await put.text()).toBe(200);

  const mine = `मेरा पाठ (${run})`;
  await typeInto(field, mine);
  await wordEditor(page).getByRole("button", { name: "Save draft" }).click();
  const alert = wordEditor(page).getByRole("alert");
  await expect(alert).toBeFocused();
  await expect(alert).toContainText("Someone else changed this word");
  await expect(alert).toContainText(theirs);
  await expect(field).toHaveValue(mine);
  await expectAccessible(page, "a word's conflict", { exclude: [preview] });

  await alert.getByRole("button", { name: "Keep mine" }).click();
  await wordEditor(page).getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  expect((await fieldOf(request, other, "hi")).draft?.text).toBe(mine);

  // The draft is left discarded for the next test.
  await wordEditor(page).getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText("Draft discarded")).toBeVisible();
  forgiveSandboxRefusals(consoleErrors);
  // The browser logs the refused save (409) it was meant to get.
  const conflict = `the server responded with a status of 409 (Conflict) (http://localhost:${new URL(page.url()).port}/api/staff/content/words/hi/${word})`;
  expect(consoleErrors.filter((line) => line.endsWith(conflict))).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !line.endsWith(conflict)));
});

test("a translator works only in their language: no other language, no English change, no restore", async ({
  page,
  request,
  consoleErrors,
}) => {
  await account(request, "translator", translator, ["mr"]);
  await signInAsStaff(page, translator, password);
  await page.goto("/admin/content");
  const picker = page.getByRole("combobox", { name: "Language" });
  await expect(picker.locator("option")).toHaveText(["Marathi (मराठी)"]);
  await expect(page.getByRole("progressbar", { name: "Marathi (मराठी): words reviewed" })).toBeVisible();
  await expectAccessible(page, "a translator's content list");

  await page.getByRole("link", { name: "Service: Freight Forwarding" }).click();
  await expect(page).toHaveURL(/lang=mr/);
  const field = page.getByRole("textbox", { name: `Marathi text of ${word}` });
  await expect(field).toHaveAttribute("lang", "mr");
  await expect(wordEditor(page).getByRole("button", { name: "Approve" })).toBeVisible();

  const headers = await bearer(request, translator);
  const hindi = await request.put(`/api/staff/content/words/hi/${word}`, { headers, data: { text: "x", version: 0 } });
  expect(hindi.status()).toBe(403);

  await page.goto("/admin/content/versions");
  await page
    .getByRole("button", { name: /^Compare release \d+$/ })
    .first()
    .click();
  await expect(page.getByRole("region", { name: /^Words of release \d+ beside the words now$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore this version" })).toHaveCount(0);
  forgiveSandboxRefusals(consoleErrors);
});
