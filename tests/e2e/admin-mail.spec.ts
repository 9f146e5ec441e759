import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAdministrator, e2eDataDir as dataDir, signInByApi, useSession, type StaffSession } from "./staff-session";

/**
 * The staff's mail outbox against the real server: a mail the SMTP server refused for 8 days is
 * listed as failed and goes out when staff retry it. The test server has no SMTP_URL, so what it
 * sends becomes an .eml file under DATA_DIR/outbox; the failed rows are written straight into its
 * SQLite file (playwright.config.ts: DATA_DIR=<E2E_OUTPUT>-data), as no outage can be staged here.
 */
const password = "e2e mail outbox passphrase";
const day = 86_400_000;

test.describe.configure({ timeout: 60_000 });

let staffEmail = "";
let session: StaffSession | null = null;

test.beforeAll(async ({}, testInfo) => {
  staffEmail = `mail-staff-${testInfo.workerIndex}@example.com`;
  createAdministrator(staffEmail, password);
});

async function signIn(page: Page) {
  session ??= await signInByApi(page, staffEmail, password);
  await useSession(page, session);
}

/** Writes an outbox row into the server's database, as the worker leaves it after 8 days of refusals. */
function insertMail(row: { to: string; subject: string; status: "pending" | "failed"; attempts: number; nextAttemptInMs: number }) {
  const db = new SQLite(path.join(dataDir, "site.db"), { timeout: 5_000 });
  try {
    const now = Date.now();
    const created = new Date(now - (row.status === "failed" ? 8 * day : 2 * 3_600_000)).toISOString();
    return db
      .prepare(
        `insert into mail_outbox (kind, to_address, subject, text_body, headers, status, attempts, next_attempt_at, last_error, created_at)
         values ('contact-notification', ?, ?, 'A new contact message came in through the website.', '{}', ?, ?, ?, ?, ?)`,
      )
      .run(
        row.to,
        row.subject,
        row.status,
        row.attempts,
        new Date(now + row.nextAttemptInMs).toISOString(),
        "Can't send mail - all recipients were rejected: 451 4.3.0 Mailbox temporarily unavailable",
        created,
      ).lastInsertRowid;
  } finally {
    db.close();
  }
}

function mailStatus(id: number | bigint) {
  const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true, timeout: 5_000 });
  try {
    return (db.prepare("select status from mail_outbox where id = ?").get(id) as { status: string }).status;
  } finally {
    db.close();
  }
}

function unique(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

async function openOutbox(page: Page, query = "") {
  await page.goto(`/admin/mail${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Mail outbox" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
}

test("a mail failed after 8 days is listed and sent when staff retry it", async ({ page }) => {
  const to = unique("failed");
  const subject = `Contact message from Asha Patil: container rates ${Date.now()}`;
  const id = insertMail({ to, subject, status: "failed", attempts: 175, nextAttemptInMs: -day });
  await signIn(page);
  await openOutbox(page, `?q=${encodeURIComponent(to)}`);

  const row = page.getByRole("row").filter({ hasText: to });
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("175 attempts");
  await expect(row).toContainText("451 4.3.0 Mailbox temporarily unavailable");
  await expect(row).toContainText("After a retry");
  await expectAccessible(page, "mail outbox with a failed mail");

  const retry = row.getByRole("button", { name: `Retry: ${subject}, to ${to}` });
  await retry.focus();
  await page.keyboard.press("Enter");
  // Announced in the toaster's live region.
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(`The mail to ${to} is being sent now.`);
  // The worker sends it at once: it leaves the list, and the keyboard focus stays on the table.
  await expect(page.getByText("No unsent mail matches these filters.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Mail outbox" })).toBeFocused();
  expect(mailStatus(id)).toBe("sent");
  const outbox = path.join(dataDir, "outbox");
  const sent = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.startsWith(String(id).padStart(8, "0"))) : [];
  expect(sent).toHaveLength(1);
  expect(readFileSync(path.join(outbox, sent[0]!), "utf8")).toContain(`To: ${to}`);
  await expectAccessible(page, "mail outbox after the retry");
});

test("the navigation and the dashboard lead to the outbox, filtered to failed mail", async ({ page }) => {
  const to = unique("dashboard");
  insertMail({ to, subject: "Application (internship) from Ravi", status: "failed", attempts: 175, nextAttemptInMs: -day });
  await signIn(page);
  await page.goto("/admin/dashboard");
  const card = page.getByRole("link", { name: /Unsent mail/ });
  await expect(card).toContainText(/\d+ failed/);
  await card.click();
  await expect(page).toHaveURL(/\/admin\/mail\?status=failed$/);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("failed");
  await expect(page.getByRole("row").filter({ hasText: to })).toBeVisible();

  await page.goto("/admin/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Mail outbox" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail outbox" })).toBeVisible();
});

test("screenshots of the outbox, light and dark, desktop and mobile", async ({ page }) => {
  test.skip(!process.env.MAIL_SCREENSHOTS, "set MAIL_SCREENSHOTS=1 to write them");
  insertMail({
    to: unique("shot-failed"),
    subject: "Contact message from Asha Patil: Rates to Dubai",
    status: "failed",
    attempts: 175,
    nextAttemptInMs: -day,
  });
  insertMail({
    to: unique("shot-pending"),
    subject: "Please confirm your subscription to Tarang news",
    status: "pending",
    attempts: 4,
    nextAttemptInMs: 3_600_000,
  });
  await signIn(page);
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of ["light", "dark"] as const) {
      // The stored choice the theme toggle writes; the last init script added wins.
      await page.addInitScript((choice) => localStorage.setItem("ui-theme", choice), theme);
      await openOutbox(page);
      await page.screenshot({
        path: path.join(process.env.E2E_OUTPUT ?? "test-results", `mail-outbox-${name}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("link", { name: /Unsent mail/ })).toBeVisible();
  await page.screenshot({ path: path.join(process.env.E2E_OUTPUT ?? "test-results", "mail-dashboard-desktop.png"), fullPage: true });
});
