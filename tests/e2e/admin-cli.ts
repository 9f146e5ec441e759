import { execFileSync } from "node:child_process";

/** The test server's SQLite directory (playwright.config.ts: DATA_DIR=<E2E_OUTPUT>-data). */
export const e2eDataDir = `${process.env.E2E_OUTPUT ?? "test-results"}-data`;

/** `npm run admin -- <args>` against the test server's database, with `password` as ADMIN_PASSWORD. */
export function adminCli(password: string, ...args: string[]) {
  return execFileSync(process.execPath, ["--import", "tsx", "server/admin-cli.ts", ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, ADMIN_PASSWORD: password, LOG_LEVEL: "warn" },
    stdio: "pipe",
    encoding: "utf8",
  });
}
