import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, expectAccessible, test } from "./fixtures";
import { createAdministrator, e2eDataDir, signInByApi, useSession } from "./staff-session";

/**
 * Issue 16, the audit trail and data-subject requests against the real server: an administrator finds
 * a person's contact message by their address, erases it, and finds the erasure (counts only) and their
 * own sign-in in the audit trail. The message is written straight into the server's SQLite file
 * (playwright.config.ts: DATA_DIR=<E2E_OUTPUT>-data), so no form's rate limit is spent.
 */
const password = "e2e audit trail passphrase";

test.describe.configure({ timeout: 60_000 });

test("an administrator erases a person's data and finds the erasure in the audit trail", async ({ page }, testInfo) => {
  const staffEmail = `audit-staff-${testInfo.workerIndex}@example.com`;
  createAdministrator(staffEmail, password);
  const person = `person-${Date.now()}@example.in`;
  const db = new SQLite(path.join(e2eDataDir, "site.db"), { timeout: 5_000 });
  try {
    const at = new Date().toISOString();
    db.prepare(
      `insert into contact_messages (first_name, last_name, email, subject, message, status, created_at, updated_at)
       values ('Kavya', 'Nair', ?, 'Container rates', 'Please quote a 40 ft container to Jebel Ali.', 'new', ?, ?)`,
    ).run(person, at, at);
  } finally {
    db.close();
  }

  await useSession(page, await signInByApi(page, staffEmail, password));

  await page.goto("/admin/people");
  await expect(page.getByRole("heading", { level: 1, name: "Personal data requests" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(person);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: `Held about ${person}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact messages (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Applications (0)" })).toBeVisible();
  await expectAccessible(page, "/admin/people with a person's records");

  await page.getByLabel("Type the address again to confirm").fill(person);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase", exact: true }).click();
  // Issue 28: counted by the plural rules ("1 contact messages" before).
  await expect(page.getByRole("status").filter({ hasText: "Erased: 1 contact message." })).toBeVisible();

  await page.goto("/admin/audit?action=person.erase");
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  const erasure = page.getByRole("row").filter({ hasText: "Erased a person's data" }).first();
  await expect(erasure).toContainText(staffEmail);
  await expect(erasure).toContainText("contactMessages: 1");
  await expect(page.getByRole("table")).not.toContainText(person);
  await expectAccessible(page, "/admin/audit");

  await page.getByLabel("Action").selectOption("auth.sign-in");
  await expect(page.getByRole("row").filter({ hasText: "Signed in" }).filter({ hasText: staffEmail }).first()).toBeVisible();
});
