import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,server,contracts,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
