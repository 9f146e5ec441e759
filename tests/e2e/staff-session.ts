import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** The test server's data directory (playwright.config.ts: DATA_DIR=<E2E_OUTPUT>-data). */
const dataDir = `${process.env.E2E_OUTPUT ?? "test-results"}-data`;

/**
 * A staff session for a worker: the account is made (or its password reset) with the CLI in the test
 * server's database, as admin.spec.ts does, then signed in through the API. Returns the session and the
 * Bearer header for API set-up.
 */
export async function staffSession(request: APIRequestContext, email: string, password: string) {
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "server/admin-cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: "warn" },
      stdio: "pipe",
    });
  try {
    cli("create", email);
  } catch (error) {
    if (!String((error as { stderr?: string }).stderr).includes("already exists")) throw error;
    cli("reset-password", email);
  }
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as { token: string; user: { id: number; email: string } };
  return { session, headers: { authorization: `Bearer ${session.token}` } };
}
