import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { placeholderOrigin } from "./server/web/placeholder-origin.ts";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // Builds and test output are not sources: watching them would reload the dev page for nothing.
  server: {
    watch: { ignored: ["**/build/**", "**/build-*/**", "**/test-results*/**", "**/playwright-report/**", "**/reports/**", "**/data/**"] },
  },
  build: { assetsInlineLimit: 0, sourcemap: !!process.env.SOURCEMAP },
  // Canonical and share URLs. A build uses the placeholder, which the server replaces with PUBLIC_URL at start;
  // the dev server renders with PUBLIC_URL itself.
  define: { __PUBLIC_URL__: JSON.stringify(command === "build" ? placeholderOrigin : process.env.PUBLIC_URL || "http://localhost:3000") },
}));
