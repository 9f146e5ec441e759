import { readdirSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { englishMessages } from "./scripts/vite-english-messages.ts";

/**
 * Server tests that start the API on a database (server/test/test-app.ts) or run the server
 * as a process. They make up the `api` project; every other server test is a plain unit test.
 */
function serverTestsNeedingTheApi(): string[] {
  return readdirSync("server", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `server/${file.replaceAll("\\", "/")}`)
    .filter((file) => /#server\/test\/test-app|node:child_process/.test(readFileSync(file, "utf8")));
}

const apiTests = serverTestsNeedingTheApi();

/** Component tests render in a DOM; `*.server.test.tsx` files test server rendering and stay in Node. */
const serverRenderTests = "app/**/*.server.test.tsx";

export default defineConfig({
  // English words the browser bundles (the shell of English and error pages), as the app build gives them.
  plugins: [englishMessages()],
  test: {
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker; the api suites mostly wait on databases, the mail server and child processes.
    maxWorkers: 2,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{server,contracts,scripts}/**/*.test.{ts,tsx}", "app/**/*.test.ts", serverRenderTests],
          exclude: [...configDefaults.exclude, ...apiTests],
          environment: "node",
          // Pure tests share one module graph per worker: loading it once per file was most of their time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: apiTests,
          environment: "node",
          // Each file builds its own apps on its own databases, so files can share the loaded server modules.
          isolate: false,
          globalSetup: ["server/test/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["app/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, serverRenderTests],
          environment: "happy-dom",
          setupFiles: ["app/test/setup.ts"],
        },
        define: { __PUBLIC_URL__: JSON.stringify("http://localhost:3000") },
      },
    ],
  },
});
