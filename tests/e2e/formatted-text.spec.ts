import type { APIRequestContext, Page } from "@playwright/test";
import { formattingMessages } from "#contracts/formatting/check-formatting";
import { expect, expectAccessible, hydrated, test } from "./fixtures";
import { signInAsStaff, staffSession } from "./staff-session";

/**
 * Issue 30, items 1 and 7 in the browser: staff write emphasis, a list and links in a post's section and in a page's
 * formatted word; a broken link is refused as they type; visitors get real lists and links (escaped text, the
 * site's own links in the page's language). The rules' every case is in the unit and API tests (contracts/formatting/,
 * server/modules/posts/, server/modules/site-content/).
 */
const password = "e2e formatting passphrase 2026";
const run = `${Date.now()}`;
const staffEmail = `formatting-${run}@example.com`;
const preview = "iframe[sandbox]";

const section = [
  "Before the rains, check **three** things:",
  "",
  "- the route through the [customs desk](/services/service2)",
  "- the *tarpaulins*",
  "- the <b>straps</b>, as written",
  "",
  "Questions? [Write to us](mailto:info@example.com).",
].join("\n");

async function formattedPost(request: APIRequestContext, slug: string) {
  const { headers } = await staffSession(request, staffEmail, password);
  const created = await request.post("/api/staff/posts", {
    headers,
    data: {
      title: `Monsoon checklist ${run}`,
      slug,
      date: "2030-06-01",
      excerpt: "Three things to check before the rains.",
      image: "/media/blog/default.svg",
      sections: [{ title: "Checklist", content: section.replace("<b>straps</b>", "straps"), icon: null }],
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function expectFormattedArticle(page: Page, lang: "en" | "hi") {
  const article = page.getByRole("article");
  const list = article.getByRole("list");
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("link", { name: "customs desk" })).toHaveAttribute(
    "href",
    lang === "en" ? "/services/service2" : "/hi/services/service2",
  );
  await expect(article.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "mailto:info@example.com");
  await expect(article.locator("strong")).toHaveText("three");
  await expect(article.locator("em")).toHaveText("tarpaulins");
}

test("a post's formatted section: a broken link is refused as it is typed; visitors read a list and links", async ({ page, request }) => {
  const slug = `monsoon-checklist-${run}`;
  await staffSession(request, staffEmail, password);
  await signInAsStaff(page, staffEmail, password);
  await page.goto("/admin/posts/new");
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  const text = page.getByLabel("Text", { exact: true });
  await expect(text).toHaveAccessibleDescription(/\*\*bold\*\*/);
  await text.fill("Read [our rates](https://example.com/rates");
  await text.blur();
  await expect(page.getByText(formattingMessages.linkBroken)).toBeVisible();
  await text.fill("Read [our rates](javascript:alert(1))");
  await expect(page.getByText(formattingMessages.linkAddress)).toBeVisible();
  await text.fill(section);
  await expect(page.getByText(formattingMessages.htmlRefused)).toBeVisible();
  await text.fill(section.replace("<b>straps</b>", "straps"));
  await expect(text).not.toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "the post editor with a formatted section");

  await formattedPost(request, slug);
  await page.goto(`/blog/${slug}`);
  await expectFormattedArticle(page, "en");
  await expectAccessible(page, "a post with a list and links");
  await page.goto(`/hi/blog/${slug}`);
  await expectFormattedArticle(page, "hi");

  // A visit from the blog's list reads the post through the API: the same list and links.
  await page.goto("/blog");
  const card = page.getByRole("link", { name: new RegExp(`Monsoon checklist ${run}`) }).first();
  await hydrated(card);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expectFormattedArticle(page, "en");
});

test("a page's formatted word: refused while its link is broken, then a list and a link in the page's preview", async ({
  page,
  request,
  consoleErrors,
}) => {
  const word = "services.service2.intro.1";
  const { headers } = await staffSession(request, staffEmail, password);
  await signInAsStaff(page, staffEmail, password);
  await page.goto("/admin/content/service2?lang=te");
  const editor = page.locator(`article[data-word="${word}"]`);
  const field = editor.getByRole("textbox", { name: `Telugu text of ${word}` });
  await expect(field).toHaveAccessibleDescription(/\[words\]\(https:/);
  await field.fill("మా [కస్టమ్స్ డెస్క్](/contact");
  await expect(editor.getByText(formattingMessages.linkBroken)).toBeVisible();
  await expect(editor.getByRole("button", { name: "Save draft" })).toBeDisabled();
  await field.fill("మేము **JNPT** వద్ద:\n\n- [కస్టమ్స్ డెస్క్](/contact)\n- *సముద్ర* సరుకు");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft", { exact: true })).toBeVisible();
  await expectAccessible(page, "a formatted word's editor", { exclude: [preview] });

  await page.getByRole("button", { name: "Show my latest drafts" }).click();
  const frame = page.frameLocator(preview);
  await expect(frame.getByRole("listitem")).toContainText(["కస్టమ్స్ డెస్క్", "సముద్ర సరుకు"]);
  await expect(frame.getByRole("link", { name: "కస్టమ్స్ డెస్క్" })).toHaveAttribute("href", "/te/contact");
  await expect(frame.locator("strong", { hasText: "JNPT" })).toBeVisible();

  // Left as it was: the draft goes (unless another test's publish took it meanwhile).
  const loaded = await request.get("/api/staff/content/pages/service2?lang=te", { headers });
  const fields = ((await loaded.json()) as { data: { sections: { fields: { id: string; version: number }[] }[] } }).data.sections.flatMap(
    (part) => part.fields,
  );
  const version = fields.find((each) => each.id === word)!.version;
  await request.delete(`/api/staff/content/words/te/${word}/draft`, { headers, data: { version } });
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((line) => !line.startsWith("Blocked script execution in 'about:srcdoc'")),
  );
});
