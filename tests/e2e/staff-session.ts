import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The test server's data directory (playwright.config.ts: DATA_DIR=<E2E_OUTPUT>-data), where its SQLite file is. */
export const e2eDataDir = `${process.env.E2E_OUTPUT ?? "test-results"}-data`;

/** An administrator with this address and password in the test server's database (`npm run admin`), kept or reset from an earlier run. */
export function createAdministrator(email: string, password: string) {
  const cli = (command: string) =>
    execFileSync(process.execPath, ["--import", "tsx", "server/admin-cli.ts", command, email], {
      env: { ...process.env, DATA_DIR: e2eDataDir, ADMIN_PASSWORD: password, LOG_LEVEL: "warn" },
      stdio: "pipe",
    });
  try {
    cli("create");
  } catch {
    // Kept from an earlier run of a reused server.
    cli("reset-password");
  }
}

export type StaffSession = { token: string; user: unknown };

/** Signs in through the API (one sign-in, as a person would). */
export async function signInByApi(page: Page, email: string, password: string): Promise<StaffSession> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StaffSession;
}

/** Puts a session where the staff area keeps it, so the next staff page opens signed in. */
export async function useSession(page: Page, { token, user }: StaffSession) {
  await page.goto("/admin/login");
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem("admin_token", token);
      localStorage.setItem("admin_user", JSON.stringify(user));
    },
    { token, user },
  );
}
