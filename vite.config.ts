import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Builds and test output are not sources: watching them would reload the dev page for nothing.
  server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/test-results*/**", "**/playwright-report/**", "**/reports/**", "**/data/**"] } },
  build: { assetsInlineLimit: 0, sourcemap: !!process.env.SOURCEMAP },
  // Canonical and share URLs in prerendered pages need the public origin at build time.
  define: { __PUBLIC_URL__: JSON.stringify(process.env.PUBLIC_URL || "http://localhost:3000") },
});
