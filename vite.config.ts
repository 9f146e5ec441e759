import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { lucideIcons } from "./scripts/vite-lucide-icons.ts";
import { placeholderOrigin } from "./server/web/placeholder-origin.ts";

const shellModule =
  /\/app\/(components\/layout\/(?!not-found|holding-page)[\w-]+|components\/ui\/(button|tooltip|brand-icons|content-icon|icon)|i18n\/i18n-provider|lib\/(cn|storage|notify|use-escape-to-close|use-focus-heading-on-navigation|meta|nonce|theme|disclosure|scroll-to-section)|content\/(site|heroes))\.tsx?$/;

export default defineConfig(({ command }) => ({
  plugins: [lucideIcons(), tailwindcss(), reactRouter()],
  // Builds and test output are not sources: watching them would reload the dev page for nothing.
  server: {
    watch: { ignored: ["**/build/**", "**/build-*/**", "**/test-results*/**", "**/playwright-report/**", "**/reports/**", "**/data/**"] },
  },
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        // The shell every page renders (navigation, footer, buttons, the hero and closing band) as one chunk
        // instead of two dozen: each chunk carries its own imports and exports, about 150 bytes of every page's
        // first-render JavaScript apiece (tests/e2e/budget.spec.ts). Error pages' code stays apart (root.tsx).
        codeSplitting: { groups: [{ name: "shell", test: shellModule }] },
      },
    },
  },
  // Canonical and share URLs. A build uses the placeholder, which the server replaces with PUBLIC_URL at start;
  // the dev server renders with PUBLIC_URL itself.
  define: { __PUBLIC_URL__: JSON.stringify(command === "build" ? placeholderOrigin : process.env.PUBLIC_URL || "http://localhost:3000") },
}));
