import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { englishMessages } from "./scripts/vite-english-messages.ts";
import { lucideIcons } from "./scripts/vite-lucide-icons.ts";
import { placeholderOrigin } from "./server/web/placeholder-origin.ts";

const shellModule =
  /\/app\/(components\/layout\/(?!not-found|holding-page|language-offer-box)[\w-]+|components\/ui\/(button|tooltip|brand-icons|content-icon|icon)|i18n\/i18n-provider|lib\/(cn|storage|notify|use-escape-to-close|use-focus-heading-on-navigation|meta|nonce|theme|disclosure|scroll-to-section)|content\/(site|heroes))\.tsx?$/;

/** Formatted text's renderer and a post's paragraphs (app/components/content/): one chunk, not two (decision 041). */
const formattedTextModule = /\/(app\/components\/content\/(formatted-text|post-paragraphs)\.tsx|contracts\/formatting\/paragraphs\.ts)$/;

/**
 * React, React DOM, React Router and the root route: every page needs them, so they travel in the shell chunk
 * too rather than as files of their own (each file costs its own imports, exports and compression).
 */
const frameworkModule = /\/node_modules\/(react|react-dom|scheduler|react-router)\/|\/app\/root\.tsx($|\?)/;

/**
 * React Router's package sends every import to its development build, whose dev-only warnings a bundler cannot
 * drop (remix-run/react-router#14102); the browser build takes its production build, the same code with them off.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "react-router-production-build",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (files[id] ? path.join(dist, files[id]) : undefined),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [englishMessages(), lucideIcons(), reactRouterProductionBuild(), tailwindcss(), reactRouter()],
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
        // Formatted text's renderer travels with a post's paragraphs, which every page drawing either already loads.
        codeSplitting: {
          groups: [
            { name: "shell", test: (id: string) => shellModule.test(id) || frameworkModule.test(id) },
            { name: "post-paragraphs", test: (id: string) => formattedTextModule.test(id) },
          ],
        },
      },
    },
  },
  // Canonical and share URLs. A build uses the placeholder, which the server replaces with PUBLIC_URL at start;
  // the dev server renders with PUBLIC_URL itself.
  define: { __PUBLIC_URL__: JSON.stringify(command === "build" ? placeholderOrigin : process.env.PUBLIC_URL || "http://localhost:3000") },
}));
