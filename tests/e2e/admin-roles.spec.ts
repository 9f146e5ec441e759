import { adminCli } from "./admin-cli";
import { expect, expectAccessible, test } from "./fixtures";
import { signInAsStaff } from "./staff-session";

/**
 * Issue 28, item 7: the dashboard's figures follow the roles of the records they count (decision 020). A recruiter
 * reads applications and openings, so their dashboard has the applications' figures and nothing of the sales desk.
 * Every role's answer is checked in the API tests (server/modules/staff/stats/stats.test.ts).
 */
const password = "e2e recruiter passphrase 2026";

test("a recruiter's dashboard shows the applications' figures and no messages, quotes, posts or subscribers", async ({
  page,
}, testInfo) => {
  const email = `recruiter-${testInfo.workerIndex}-${Date.now()}@example.com`;
  adminCli(password, "create", email, "--role", "recruiter");
  await signInAsStaff(page, email, password);

  const answered = page.waitForResponse((response) => response.url().endsWith("/api/stats/summary"));
  await page.goto("/admin/dashboard");
  const figures = (await (await answered).json()) as { data: Record<string, unknown> };
  expect(Object.keys(figures.data).sort()).toEqual(["applications", "generatedAt", "system"]);

  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Applications by status" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Applications/ }).first()).toBeVisible();
  for (const name of ["Messages by status", "Quote requests by week"]) await expect(page.getByRole("heading", { name })).toHaveCount(0);
  for (const label of ["New messages", "New quote requests", "Confirmed subscribers", "Published posts"])
    await expect(page.getByText(label, { exact: true })).toHaveCount(0);
  await expect(page.getByText(/contact messages?/)).toHaveCount(0);
  await expectAccessible(page, "a recruiter's dashboard");
});
