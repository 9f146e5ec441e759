import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, expectAccessible, test } from "./fixtures";
import { createAdministrator, e2eDataDir, signInByApi, useSession } from "./staff-session";

/**
 * Issue 28, item 3, against the real server: a person with a won quote and a mail already written to disk. The
 * screen warns that the quote is kept for business and tax reasons and offers to anonymise it; the erasure then
 * keeps the sale without the person, and the .eml copy of the mail is gone. Rows are written straight into the
 * server's SQLite file (playwright.config.ts: DATA_DIR=<E2E_OUTPUT>-data); its mail worker writes the .eml.
 */
const password = "e2e people passphrase";

test.describe.configure({ timeout: 60_000 });

const outbox = path.join(e2eDataDir, "outbox");
const copiesAbout = (text: string) =>
  (existsSync(outbox) ? readdirSync(outbox) : []).filter(
    (name) =>
      name.endsWith(".eml") &&
      readFileSync(path.join(outbox, name), "utf8")
        .replace(/=\r?\n/g, "")
        .includes(text),
  );

test("an administrator is warned of a won quote, anonymises it, and the person's mail copies go with the rest", async ({
  page,
}, testInfo) => {
  const staffEmail = `people-staff-${testInfo.workerIndex}@example.com`;
  createAdministrator(staffEmail, password);
  const person = `buyer-${Date.now()}@example.in`;
  const db = new SQLite(path.join(e2eDataDir, "site.db"), { timeout: 5_000 });
  let quoteId: number | bigint;
  try {
    const at = new Date().toISOString();
    const details = JSON.stringify({ mode: "air", name: "Rohan Mehta", company: "Mehta Exports", email: person, phone: "+919811111111" });
    quoteId = db
      .prepare(
        `insert into quotes (status, mode, direction, origin, destination, incoterm, ready_date, name, company, email, phone,
           gross_kg, volume_m3, chargeable_kg, details, request_hash, ip, price, price_currency, valid_until, created_at, updated_at)
         values ('won', 'air', 'export', 'Mumbai', 'Frankfurt', 'FCA', '2027-01-05', 'Rohan Mehta', 'Mehta Exports', ?, '+919811111111',
           40, 0.6, 100, ?, ?, '203.0.113.9', 1800, 'USD', '2027-01-31', ?, ?)`,
      )
      .run(person, details, `e2e-${Date.now()}`, at, at).lastInsertRowid;
    db.prepare(
      `insert into mail_outbox (kind, to_address, subject, text_body, headers, status, attempts, next_attempt_at, created_at)
       values ('quote-confirmation', ?, 'Your quote request', 'Hello Rohan Mehta', '{}', 'pending', 0, ?, ?)`,
    ).run(person, at, at);
  } finally {
    db.close();
  }
  // The server's worker polls the outbox every few seconds and writes the mail as an .eml file.
  await expect.poll(() => copiesAbout(person).length, { timeout: 15_000 }).toBe(1);

  await useSession(page, await signInByApi(page, staffEmail, password));
  await page.goto("/admin/people");
  await page.getByLabel("E-mail address").fill(person);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "Quote requests (1)" })).toBeVisible();
  await expect(page.getByText(/Kept for business and tax reasons: quote TGL-Q-\d{4}-\d{6} \(won\)/)).toBeVisible();
  const anonymise = page.getByRole("radio", { name: /Anonymise instead/ });
  await expect(anonymise).toBeChecked();
  await expectAccessible(page, "/admin/people warning of a won quote");

  await page.getByLabel("Type the address again to confirm").fill(person);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("The won quote stays for the accounts");
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 won quote request anonymised" })).toBeVisible();

  const after = new SQLite(path.join(e2eDataDir, "site.db"), { readonly: true, timeout: 5_000 });
  try {
    const row = after.prepare("select status, price, name, email, phone, company, details from quotes where id = ?").get(quoteId) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ status: "won", price: 1800, name: "Anonymised", email: "", phone: "", company: "Anonymised" });
    expect(String(row.details)).not.toContain("Rohan");
  } finally {
    after.close();
  }
  expect(copiesAbout(person)).toEqual([]);
});
