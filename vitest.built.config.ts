import { defineConfig } from "vitest/config";

/** `npm run test:built`: the server's tests against the built site (tests/built), run after `npm run build`. */
export default defineConfig({
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
