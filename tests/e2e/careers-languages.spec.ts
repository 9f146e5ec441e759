import { expect, expectAccessible, test } from "./fixtures";
import { staffSession } from "./staff-session";

/**
 * Careers in other languages (issue 28, item 10): the filters and the count in the page's language; an opening with
 * no version in it shows its English marked `lang="en"` and labelled, as blog cards are; staff give an opening a
 * version in a language, which that language's pages then show.
 */
test.describe.configure({ timeout: 90_000 });

test("on /hi/careers the filter and the count are Hindi, and English openings are marked and labelled", async ({ page }) => {
  await page.goto("/hi/careers");
  const type = page.locator("#openings-filter-type");
  const choices = await type.locator("option").allInnerTexts();
  expect(choices.length).toBeGreaterThan(1);
  for (const choice of choices) expect(choice, "a Type choice in Hindi").not.toMatch(/Full time|Internship|Part time|Contract|All types/);
  const count = await page.locator("#openings p[role=status]").innerText();
  expect(count).toMatch(/\d/);
  expect(count).not.toMatch(/open position/);

  const cards = page.locator("#openings li").filter({ has: page.locator("h3") });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.locator("h3")).toHaveAttribute("lang", "en");
    await expect(card.locator("p[lang=en]").last()).toBeVisible();
    await expect(card).toContainText("अंग्रेज़ी में");
  }

  await cards.first().locator("h3 a").click();
  await expect(page.locator("h1 [lang=en]")).toBeVisible();
  await expect(page.locator("article section[lang=en]").first()).toBeVisible();
  await expect(page.locator("article")).toContainText("अंग्रेज़ी में");
});

test("staff give an opening a Hindi version: /hi shows it unmarked, other languages the English, marked", async ({
  page,
  request,
}, testInfo) => {
  const { session } = await staffSession(request, `versions-${testInfo.workerIndex}@example.com`, "e2e versions passphrase 2026");
  await page.goto("/admin/login");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("admin_token", token);
    localStorage.setItem("admin_user", JSON.stringify(user));
  }, session);

  await page.goto("/hi/careers");
  const slug = (await page.locator("#openings ul > li h3 a").first().getAttribute("href"))!.split("/").pop()!;
  const list = await request.get("/api/staff/openings?limit=100", { headers: { authorization: `Bearer ${session.token}` } });
  const id = ((await list.json()) as { data: { id: number; slug: string }[] }).data.find((o) => o.slug === slug)!.id;

  await page.goto(`/admin/openings/${id}`);
  const versions = page.getByRole("region", { name: "Versions in other languages" });
  await versions.getByLabel("Language").selectOption("hi");
  await versions.getByRole("button", { name: "Add a version in this language" }).click();
  await expect(versions.getByLabel("Title in Hindi (हिन्दी)")).toBeFocused();
  await versions.getByLabel("Title in Hindi (हिन्दी)").fill("सीमा शुल्क दस्तावेज़ कार्यकारी");
  await versions.getByLabel("Summary in Hindi (हिन्दी)").fill("आयात और निर्यात के सीमा शुल्क दस्तावेज़ तैयार करें और दाखिल करें।");
  await versions.getByLabel("Heading").fill("भूमिका के बारे में");
  await versions.getByLabel("Text").fill("ICEGATE पर बिल ऑफ़ एंट्री और शिपिंग बिल दाखिल करें।");
  await expectAccessible(page, "the opening editor with a Hindi version");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Opening saved")).toBeVisible();

  await page.goto(`/hi/careers/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सीमा शुल्क दस्तावेज़ कार्यकारी");
  await expect(page.locator("h1 [lang]")).toHaveCount(0);
  await expect(page.locator("article section").first()).not.toHaveAttribute("lang", /.+/);
  await expect(page.locator("article")).not.toContainText("अंग्रेज़ी में");

  await page.goto(`/ja/careers/${slug}`);
  await expect(page.locator("h1 [lang=en]")).toBeVisible();
  await expect(page.locator("article")).toContainText("英語で掲載");
});
