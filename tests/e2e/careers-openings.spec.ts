import type { OpeningInput } from "../../contracts/api/openings";
import { careersMessages as careersIds } from "../../contracts/forms/messages";
import { messagesOf } from "../../contracts/i18n/translate";
import { t } from "./english";
import { expect, expectAccessible, hydrated, test } from "./fixtures";
import { staffSession } from "./staff-session";

/** The form's messages in English, as the catalogue gives them. */
const careersMessages = messagesOf(t, careersIds);

/**
 * Open positions on /careers and their pages (issue 15): filtering and applying by keyboard, the 410
 * of a closed opening. Rules, validation and the JSON-LD's properties are tested in Vitest
 * (server/modules/openings/*.test.ts, app/features/careers/job-posting.test.tsx).
 */
const password = "e2e careers passphrase 2026";

test.describe.configure({ timeout: 60_000 });

test("filtering the open positions and applying to one, by keyboard", async ({ page }) => {
  await page.goto("/careers");
  const filters = page.getByRole("form", { name: "Filter open positions" });
  await hydrated(filters.getByRole("button", { name: "Show positions" }));
  const openings = page.locator("#openings");
  // The seeded three, by name: a staff test in another worker may have a role of its own open meanwhile.
  for (const title of ["Customs Documentation Executive", "Operations Intern", "Key Account Manager, Cold Chain"])
    await expect(openings.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expectAccessible(page, "/careers with open positions");

  // Choose "Internship" in the type filter with the keyboard and send the filters with Enter.
  await filters.getByLabel("Type").focus();
  await page.keyboard.type("Intern");
  await expect(filters.getByLabel("Type")).toHaveValue("internship");
  await page.keyboard.press("Tab");
  await expect(filters.getByRole("button", { name: "Show positions" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/careers\?department=&location=&type=internship/);
  await expect(openings.getByRole("heading", { level: 3 })).toHaveText(["Operations Intern"]);
  await expect(page.getByRole("status").filter({ hasText: "open position" })).toHaveText("1 open position");

  // Open the role from its title link and jump to the form with "Apply for this role".
  await openings.getByRole("link", { name: "Operations Intern" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/careers\/operations-intern-navi-mumbai$/);
  await expect(page.getByRole("heading", { level: 1, name: "Operations Intern" })).toBeVisible();
  const form = page.getByRole("form", { name: "Job application form" });
  await expect(form.getByText("Applying for Operations Intern")).toBeVisible();
  // Issue 28: the opening decides the position; the form does not ask again, so the two cannot disagree.
  await expect(form.getByLabel("Position")).toHaveCount(0);
  await hydrated(form.getByRole("button", { name: "Submit Application" }));
  await expectAccessible(page, "an opening's page");

  await page.getByRole("link", { name: "Apply for this role" }).first().focus();
  await page.keyboard.press("Enter");
  await form.getByLabel("Full name").focus();
  await page.keyboard.type("Ananya Rao");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ananya.rao@example.in");
  await page.keyboard.press("Tab");
  await page.keyboard.type("+919820012345");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Message")).toBeFocused();
  await page.keyboard.type("Final-year logistics student, free from January for six months.");
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/applications") && request.method() === "POST");
  await form.getByRole("button", { name: "Submit Application" }).focus();
  await page.keyboard.press("Enter");
  const posted = (await sent).postData();
  expect(posted).toMatch(/name="openingId"\r\n\r\n\d+\r\n/);
  expect(posted).toMatch(/name="position"\r\n\r\ninternship\r\n/);
  // Beside the toast, the form's own confirmation, which takes focus (issue 17).
  await expect(form.getByRole("status").filter({ hasText: careersMessages.success })).toBeFocused();
});

test("a closed opening answers 410 with a way to the open ones; an unknown one 404", async ({ page, request }, testInfo) => {
  const { headers } = await staffSession(request, `careers-${testInfo.workerIndex}@example.com`, password);
  const slug = `closed-role-${testInfo.workerIndex}-${Date.now()}`;
  const input: OpeningInput = {
    title: "Air Freight Coordinator",
    slug,
    department: "Freight Forwarding",
    city: "Mumbai",
    region: "Maharashtra",
    employmentType: "full_time",
    experienceMinYears: 1,
    summary: "Book and track air cargo out of Mumbai.",
    sections: [{ title: "About the role", content: "Work with airlines and ground handlers." }],
    postedOn: "2026-01-05",
    closesOn: "2099-12-31",
  };
  const created = await request.post("/api/staff/openings", { headers, data: input });
  expect(created.status(), await created.text()).toBe(201);
  let opening = (await created.json()).data as { id: number; version: number };
  for (const status of ["open", "closed"]) {
    const moved = await request.patch(`/api/staff/openings/${opening.id}/status`, { headers, data: { status, version: opening.version } });
    expect(moved.status()).toBe(200);
    opening = (await moved.json()).data;
  }

  const response = await page.goto(`/careers/${slug}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This opening has closed" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "See open positions" }).click();
  await expect(page).toHaveURL(/\/careers#openings$/);
  await expect(page.locator("#openings").getByRole("heading", { level: 3 }).first()).toBeVisible();

  expect((await request.get("/careers/no-such-opening")).status()).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/careers/customs-documentation-executive-navi-mumbai</loc>");
  expect(sitemap).not.toContain(`/careers/${slug}<`);
});
