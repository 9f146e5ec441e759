import { expect, expectAccessible, test } from "./fixtures";
import { staffSession } from "./staff-session";

/**
 * The staff openings editor (issue 15) against the real API: create a draft, open it, see it on
 * /careers, close it, and its page answers 410. Field rules, conflicts and status moves are tested in
 * Vitest (app/features/admin/components/opening-form.test.tsx, server/modules/openings/*.test.ts).
 */
test.describe.configure({ timeout: 60_000 });

test("a recruiter creates an opening, opens it, sees it on /careers, closes it, and its page answers 410", async ({
  page,
  request,
}, testInfo) => {
  const { session } = await staffSession(request, `openings-${testInfo.workerIndex}@example.com`, "e2e openings passphrase 2026");
  await page.goto("/admin/login");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("admin_token", token);
    localStorage.setItem("admin_user", JSON.stringify(user));
  }, session);

  await page.goto("/admin/openings/new");
  await expect(page.getByRole("heading", { level: 1, name: "New opening" })).toBeVisible();
  // Sending it empty shows the contract's messages on their fields.
  await page.getByRole("button", { name: "Create opening" }).click();
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Choose an employment type from the list")).toBeVisible();
  await expectAccessible(page, "the new opening editor with field errors");

  // Letters only in the unique part: the department is also the /careers filter below.
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const title = `Reefer Technician ${tag}`;
  const department = `Reefer Services ${tag}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Department").fill(department);
  await page.getByLabel("Employment type").selectOption("contract");
  await page.getByLabel("Minimum experience (years)").fill("2");
  await page.getByLabel("Summary").fill("Service refrigerated containers at the Nhava Sheva yard.");
  await page.getByLabel("City").fill("Navi Mumbai");
  await page.getByLabel("Heading").fill("About the role");
  await page.getByLabel("Text").fill("Check and repair reefer units before they are loaded.");
  await page.getByRole("button", { name: "Create opening" }).click();
  await expect(page).toHaveURL(/\/admin\/openings\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit opening" })).toBeVisible();

  await page.getByRole("button", { name: "Publish opening" }).click();
  await expect(page.getByRole("button", { name: "Close opening" })).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();

  await page.goto(`/careers?department=${encodeURIComponent(department)}`);
  await expect(page.locator("#openings").getByRole("heading", { level: 3 })).toHaveText([title]);

  await page.goBack();
  await page.getByRole("button", { name: "Close opening" }).click();
  await expect(page.getByRole("button", { name: "Reopen opening" })).toBeVisible();
  const closed = await page.goto(`/careers/${slug}`);
  expect(closed?.status()).toBe(410);
});
