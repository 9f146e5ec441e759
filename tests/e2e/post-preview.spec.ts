import { expect, expectAccessible, test } from "./fixtures";
import { staffSession, useSession } from "./staff-session";

/**
 * Issue 30, item 7, in the browser against the real API: the post editor's preview shows the real post page (the
 * site's header, footer and stylesheet) for a title typed and not saved, in Hindi and dark, in a sandboxed frame of
 * the editor, and publishes nothing. The rules (roles, the save's checks, escaping) are the API tests'
 * (tests/built/post-preview.test.ts).
 */
test.describe.configure({ timeout: 90_000 });

test("an editor types a title and sees it on the real post page in Hindi and dark, unsaved and unpublished", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const { session, headers } = await staffSession(
    request,
    `post-preview-${testInfo.workerIndex}@example.com`,
    "e2e post preview passphrase 2026",
  );
  await useSession(page, session);
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const created = await request.post("/api/staff/posts", {
    headers,
    data: {
      title: `Cold chain basics ${tag}`,
      slug: `cold-chain-basics-${tag}`,
      date: "2026-06-01",
      excerpt: "How reefers keep cargo cool.",
      image: "/media/blog/default.svg",
      sections: [{ title: "Why it matters", content: "Fruit spoils in hours.", icon: null }],
      published: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()).data as { id: number; slug: string };

  await page.goto(`/admin/posts/${post.id}`);
  const title = `Reefers in the monsoon ${tag}`;
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  const card = page.getByRole("region", { name: "Preview" });
  await card.getByRole("combobox", { name: "Language" }).selectOption("hi");
  // By keyboard, as the radios are reached.
  await card.getByRole("radio", { name: "Light" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(card.getByRole("radio", { name: "Dark" })).toBeChecked();
  await card.getByRole("button", { name: "Show preview" }).focus();
  await page.keyboard.press("Enter");

  const frameElement = card.locator('iframe[title="Preview of the post page in Hindi, dark colours"]');
  await expect(frameElement).toHaveAttribute("sandbox", "allow-same-origin");
  const frame = frameElement.contentFrame();
  await expect(frame.locator("html")).toHaveAttribute("lang", "hi");
  await expect(frame.locator("html")).toHaveClass(/\bdark\b/);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(title);
  // The real page around it: the site's header in Hindi, its footer, and its dark stylesheet.
  await expect(frame.getByRole("navigation").first()).toContainText("ब्लॉग");
  await expect(frame.locator("footer")).toBeVisible();
  const background = await frame.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(background).not.toMatch(/^rgba?\(255, 255, 255/);
  await expect(card.getByText(`/hi/blog/${post.slug}`)).toBeVisible();

  // Nothing was saved or published by it.
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  expect((await request.get(`/api/staff/posts/${post.id}`, { headers })).ok()).toBe(true);
  const stored = (await (await request.get(`/api/staff/posts/${post.id}`, { headers })).json()).data as {
    title: string;
    published: boolean;
  };
  expect(stored).toMatchObject({ title: `Cold chain basics ${tag}`, published: false });
  expect((await request.get(`/api/blogs/slug/${post.slug}`)).status()).toBe(404);
  expect((await request.get(`/hi/blog/${post.slug}`)).status()).toBe(404);

  await expectAccessible(page, "the post editor with its preview", { exclude: ["iframe[title^='Preview of']"] });
  // The test's own init scripts (fixtures.ts) are refused in the frame, which runs none: the sandbox at work.
  const kept = consoleErrors.filter((line) => !line.startsWith("Blocked script execution in 'about:srcdoc'"));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
});
