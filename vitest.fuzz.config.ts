import { defineConfig } from "vitest/config";

/** `npm run test:api-fuzz`: the property-based API check (tests/api-fuzz), apart from the unit projects. */
export default defineConfig({
  test: {
    include: ["tests/api-fuzz/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
