import sharp from "sharp";
import { expect, expectAccessible, test } from "./fixtures";
import { staffSession, useSession } from "./staff-session";

/**
 * Issue 30, item 7, in the browser against the real API: an editor uploads a post's image (kept as WebP in the
 * blog's widths and shown with its srcset on the public post), restores an earlier version, and schedules a draft.
 * The rules (bytes, sizes, 409s, one instance publishing) are the API tests' (server/modules/posts, site-images).
 */
test.describe.configure({ timeout: 90_000 });

test("an editor uploads a post's image, restores an earlier version and schedules a draft", async ({ page, request }, testInfo) => {
  const { session, headers } = await staffSession(
    request,
    `post-editor-${testInfo.workerIndex}@example.com`,
    "e2e post editor passphrase 2026",
  );
  await useSession(page, session);
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const created = await request.post("/api/staff/posts", {
    headers,
    data: {
      title: `Monsoon readiness ${tag}`,
      slug: `monsoon-readiness-${tag}`,
      date: "2026-06-01",
      excerpt: "How trucks keep moving when the rains come.",
      image: "/media/blog/default.svg",
      sections: [{ title: "Plan the routes", content: "Ghats close; plan alternatives early.", icon: null }],
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()).data as { id: number; slug: string };

  await page.goto(`/admin/posts/${post.id}`);
  await expect(page.getByRole("heading", { name: "Versions" })).toBeVisible();
  await page.getByRole("button", { name: "Upload an image" }).click();
  await expect(page.getByLabel("Description (alt text)")).toBeFocused();
  await page.getByLabel("Image file").setInputFiles({
    name: "depot.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer(),
  });
  await page.getByLabel("Description (alt text)").fill("Trucks waiting at the depot in the rain");
  await page.getByRole("button", { name: "Upload and use" }).click();
  await expect(page.getByRole("img", { name: "The post's image as chosen" })).toBeVisible();
  const image = await page.getByRole("textbox", { name: "Image path" }).inputValue();
  expect(image).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]{24}-1280\.webp$/);
  await page.getByRole("textbox", { name: "Title" }).fill(`Monsoon readiness, revised ${tag}`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();
  await expectAccessible(page, "the post editor with its image and versions");

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/blog/${post.slug}`);
  const hero = publicPage.locator(`img[src="${image}"]`);
  await expect(hero).toHaveAttribute("srcset", `${image.replace("-1280", "-640")} 640w, ${image} 1280w`);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await publicPage.close();

  const first = page.getByRole("listitem").filter({ hasText: "Version 1" });
  await first.getByRole("button", { name: "Compare with now" }).click();
  const comparison = page.getByRole("table", { name: "Version 1 beside the post now" });
  await expect(comparison.getByRole("rowheader")).toHaveText(["Title", "Image path"]);
  await first.getByRole("button", { name: "Restore" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText("Version 1 restored as version 3")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(`Monsoon readiness ${tag}`);

  await page.getByRole("radio", { name: "Scheduled (published at a set time)" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Choose when the post goes live")).toBeVisible();
  await page.getByLabel("Goes live at").fill("2030-01-02T09:30");
  await page.getByRole("button", { name: "Save changes" }).click();
  // The first save's notice may still be showing: the form's own state says this one is saved.
  await expect(page.getByText("All changes saved")).toBeVisible();
  const unpublished = await page.request.get(`/api/blogs/slug/${post.slug}`);
  expect(unpublished.status()).toBe(404);
  await page.goto(`/admin/posts?q=${tag}`);
  await expect(page.getByRole("row").filter({ hasText: tag }).getByText("Scheduled")).toBeVisible();
  await expectAccessible(page, "the posts list with a scheduled post");
});
