import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The test server's data directory (playwright.config.ts: DATA_DIR=<E2E_OUTPUT>-data). */
export const e2eDataDir = `${process.env.E2E_OUTPUT ?? "test-results"}-data`;

/** An administrator account in the test server's database, made with the admin command line (kept from an earlier run: new password). */
export function ensureAdmin(email: string, password: string) {
  const cli = (command: string) =>
    execFileSync(process.execPath, ["--import", "tsx", "server/admin-cli.ts", command, email], {
      env: { ...process.env, DATA_DIR: e2eDataDir, ADMIN_PASSWORD: password, LOG_LEVEL: "warn" },
      stdio: "pipe",
    });
  try {
    cli("create");
  } catch {
    cli("reset-password");
  }
}

/** Signs in through the API and leaves the session where the staff area keeps it, on its login page. */
export async function signInAsStaff(page: Page, request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { token: string; user: unknown };
  await page.goto("/admin/login");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("admin_token", token);
    localStorage.setItem("admin_user", JSON.stringify(user));
  }, session);
}
