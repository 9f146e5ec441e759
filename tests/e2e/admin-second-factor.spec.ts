import { generate } from "otplib";
import { adminCli } from "./admin-cli";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The second factor in the browser (decision 023): a member of staff sets it up in Settings from the key
 * beside the QR code, signs out, and signs in again with the password and a code computed here, as an
 * authenticator app would. The rules (windows, replay, recovery codes, throttling) are the API tests'.
 */
const password = "e2e second factor passphrase";

test.describe.configure({ timeout: 60_000 });

/** The app's code for a moment `offsetSeconds` from now (30-second steps, 6 digits). */
const codeFor = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

test("sets up a second factor in Settings, then signs in with a code from the app", async ({ page }, testInfo) => {
  const email = `two-step-${testInfo.workerIndex}-${Date.now()}@example.com`;
  adminCli(password, "create", email, "--role", "editor");

  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("navigation", { name: "Staff area" }).first().getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await page.getByRole("button", { name: "Set up a second factor" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await page.locator("code").first().textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, "second factor set-up");

  await page.getByLabel("Code from the app").fill(await codeFor(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(page.getByText(/10 of 10\s+recovery codes left/)).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("admin_token"))).toBeNull();
  await expectAccessible(page, "second factor code");

  // The set-up used this step's code; the next step's is within the window and not used yet.
  await code.fill(await codeFor(secret, 30));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId("admin-user-email")).toHaveText(email);
});
