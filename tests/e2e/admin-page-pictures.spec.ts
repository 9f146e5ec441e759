import sharp from "sharp";
import { t } from "./english";
import { expect, expectAccessible, test } from "./fixtures";
import { forgiveSandboxRefusals, sandboxedPreview } from "./sandboxed-preview";
import { staffSession, useSession } from "./staff-session";

/**
 * Issue 30, item 3 (decision 043), in the browser against the real server: an editor replaces the About page's story
 * picture from the Content area, confirms its description in every language, publishes, and the public /about-us
 * shows the new picture in its widths, served as WebP, with no rebuild. The rules (bytes, sizes, 413, 409, roles,
 * the alt-text rule) are the API tests' (server/modules/site-content/page-pictures.test.ts).
 */
test.describe.configure({ timeout: 240_000 });

type Slot = { id: string; alts: { lang: string; text: string; ready: boolean; version: number }[] };

test("an editor replaces the About story picture, confirms its alt texts and publishes it", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const { session, headers } = await staffSession(
    request,
    `page-pictures-${testInfo.workerIndex}@example.com`,
    "e2e pictures passphrase 2026",
  );
  await useSession(page, session);
  // A release to go back to at the end, whatever ran before: the story picture's English description, as it is.
  const baseline = await request.put("/api/staff/content/words/en/about.story.image.alt", {
    headers,
    data: { text: t("about.story.image.alt"), version: 0 },
  });
  expect(baseline.status(), await baseline.text()).toBe(200);
  const before = await request.post("/api/staff/content/publish", { headers, data: { lang: "en" } });
  expect(before.status(), await before.text()).toBe(200);
  const releaseBefore = ((await before.json()) as { data: { release: { id: number } } }).data.release.id;

  await page.goto("/admin/content/about-us?lang=en");
  const story = page.getByRole("article", { name: "Picture about.story" });
  await expect(story.getByRole("img")).toHaveAttribute("src", "/media/about/story.svg");
  await story.getByRole("button", { name: "Replace the picture" }).click();
  await expect(story.getByLabel("Image file")).toBeFocused();
  await story.getByLabel("Image file").setInputFiles({
    name: "warehouse.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 40, g: 110, b: 90 } } })
      .jpeg()
      .toBuffer(),
  });
  await story.getByRole("button", { name: "Upload as a draft" }).click();
  await expect(story.getByRole("img")).toHaveAttribute("src", /^\/media\/uploads\/[A-Za-z0-9_-]{24}-1280\.webp$/);
  await expect(story.getByText(/Before it is published, write or confirm its description in: English/)).toBeVisible();
  forgiveSandboxRefusals(consoleErrors);
  await expectAccessible(page, "the Content area's page with its pictures", { exclude: [sandboxedPreview] });

  // English confirmed on the screen; the other fifteen through the API, as their translators would.
  await story.getByText("Description (alt text) in every language").click();
  await story.getByRole("button", { name: "Confirm as is (en)" }).click();
  await expect(story.getByRole("button", { name: "Confirm as is (en)" })).toHaveCount(0);
  const slots = (await (await request.get("/api/staff/content/pages/about-us/pictures", { headers })).json()).data.slots as Slot[];
  for (const alt of slots.find((slot) => slot.id === "about.story")!.alts.filter((each) => !each.ready)) {
    const approved = await request.post(`/api/staff/content/words/${alt.lang}/about.story.image.alt/approve`, {
      headers,
      data: { version: alt.version },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  await page.reload();
  await expect(story.getByText(/Before it is published/)).toHaveCount(0);
  const src = (await story.getByRole("img").getAttribute("src"))!;
  forgiveSandboxRefusals(consoleErrors);

  const published = await request.post("/api/staff/content/publish", { headers, data: {} });
  expect(published.status(), await published.text()).toBe(200);

  // Live within seconds, without a rebuild: the public page re-rendered with the new picture's widths.
  const visitor = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto("/about-us");
        return visitor.locator(`img[src="${src}"]`).count();
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  const picture = visitor.locator(`img[src="${src}"]`);
  await expect(picture).toHaveAttribute("srcset", `${src.replace("-1280", "-640")} 640w, ${src} 1280w`);
  await expect(picture).toHaveAttribute("width", "1200");
  await expect(picture).toHaveAttribute("height", "800");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const served = await request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  await expectAccessible(visitor, "/about-us with its replaced picture");

  // The build's picture back for the specs that follow: the release before this one restored.
  const restored = await request.post(`/api/staff/content/releases/${releaseBefore}/restore`, { headers, data: {} });
  expect(restored.status(), await restored.text()).toBe(200);
  // The staff page's preview reloads as its words change, and its sandbox refuses the page's scripts each time.
  forgiveSandboxRefusals(consoleErrors);
});
