import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { adminCli, e2eDataDir } from "./admin-cli";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Issue 28, item 17 (decision 032) in the browser: a throttled sign-in offers a sign-in link by e-mail; the mail
 * arrives (the test server writes it as an .eml file) and the page it opens says what the link does. That the
 * owner gets in with it while a spray from many addresses goes on is the API test's
 * (server/modules/auth/sign-in-link.test.ts): every request here comes from one address.
 */
const password = "e2e sign-in link passphrase";

test.describe.configure({ timeout: 60_000 });

/** The link in the last sign-in link mail to `email`, from the .eml files (quoted-printable undone). */
function linkMailedTo(email: string) {
  const folder = path.join(e2eDataDir, "outbox");
  const mails = (existsSync(folder) ? readdirSync(folder) : [])
    .filter((file) => file.endsWith("-staff-sign-in-link.eml"))
    .map((file) =>
      readFileSync(path.join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((raw) => raw.includes(`To: ${email}`));
  return /\/admin\/login\?link=([A-Za-z0-9_-]{43})/.exec(mails.at(-1) ?? "")?.[1];
}

test("a throttled sign-in offers a link by e-mail, and the link's page says what it does", async ({ page, consoleErrors }, testInfo) => {
  const email = `locked-out-${testInfo.workerIndex}-${Date.now()}@example.com`;
  adminCli(password, "create", email, "--role", "sales");

  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await expect(page.getByRole("button", { name: "E-mail me a sign-in link" })).toHaveCount(0);
  // Wrong passwords from this address until it is held back (decision 017: five, then waits of 1 s, 2 s, 4 s …).
  const statuses: number[] = [];
  while (statuses.at(-1) !== 429 && statuses.length < 12) {
    await page.getByLabel("Password").fill(`wrong guess number ${statuses.length}`);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    statuses.push((await answered).status());
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);
  await expect(page.getByRole("alert")).toContainText("Too many sign-in attempts");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  await expectAccessible(page, "sign-in page with the link offered and asked for");

  await expect.poll(() => linkMailedTo(email), { timeout: 5_000 }).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.goto(`/admin/login?link=${linkMailedTo(email)}`);
  await expect(page.getByRole("status")).toContainText("Sign in with your password to use the link from your e-mail");
  const expected = consoleErrors.filter((line) => /status of (401|429)/.test(line));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected.includes(line)));
});
