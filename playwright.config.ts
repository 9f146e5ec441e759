import { defineConfig, devices } from "@playwright/test";
import { compiledServerArgs } from "./scripts/compiled-server";

const port = Number(process.env.E2E_PORT ?? 4173);
// E2E_OUTPUT and BUILD_DIR let several runs share a machine without clobbering each other.
const outputDir = process.env.E2E_OUTPUT ?? "test-results";

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } };
/** The specs that publish words in the Content area. */
const publishingWords = /admin-(content|company|page-pictures)\.spec\.ts$/;

/**
 * Browser tests in Debian's Chromium (no browser downloads here) against the
 * built server on a fresh SQLite database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test time; on CI only a retry records one (the failure it repeats keeps its trace).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    // These publish the site's words (a publish takes every draft of its languages, and a picture's or a fact's shows
    // on pages other specs read): one at a time, beside the other specs. Listed first, so they start at once on one
    // worker while the other takes the rest (listed last, they ran alone at the end: 3 minutes on one worker).
    { name: "publishing", use: desktop, testMatch: publishingWords, workers: 1 },
    { name: "desktop", use: desktop, testIgnore: publishingWords },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it.
    command: `rm -rf ${outputDir}-data && node ${compiledServerArgs().join(" ")}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: `${outputDir}-data`, LOG_LEVEL: "warn", E2E: "1" },
  },
});
