// The guardrails: the import rules of docs/contributing.md, enforced rather than remembered.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The staff screens' areas (app/features/admin/<area>/) and their shared staff UI (app/features/admin/shared/). */
const staffAreas = readdirSync("app/features/admin", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);

/** The server's modules (server/modules/<domain>/): each one's repositories are private to it (issue 29). */
const serverModules = readdirSync("server/modules", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Everything outside one module's folder. The seeds (server/db/seeds/) are left out: like the migrations, they write
 * the database's starting rows, through the owners' insert functions so a seeded row is a row the module wrote.
 */
const outsideModule = (module) => [
  `./server/modules/!(${module})/**`,
  "./server/!(modules|db)/**",
  "./server/db/!(seeds)/**",
  "./server/*.ts",
  "./scripts/**",
  "./tests/**",
];

/** Folders under app/ that hold shared building blocks: they may not reach up into features or routes. */
const sharedAppFolders = ["./app/components", "./app/lib", "./app/content", "./app/i18n"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "public/**",
      "reports/**",
      "test-results*/**",
      "playwright-report/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Module augmentation (React Router's AppLoadContext) is an interface that only extends.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./contracts", from: ["./app", "./server"], message: "contracts/ is shared: it imports neither app/ nor server/." },
            { target: "./app", from: "./server", message: "app/ never imports server/: pass services through the load context." },
            { target: "./server", from: "./app", message: "server/ reaches app/ only through its build output." },
            ...sharedAppFolders.map((target) => ({
              target,
              from: ["./app/features", "./app/routes"],
              message: "Shared building blocks never import a feature or a route.",
            })),
            ...serverModules.map((module) => ({
              target: outsideModule(module),
              from: `./server/modules/${module}/*-repository.ts`,
              message:
                "A module's repository is private to it: call the owning module's service (docs/contributing.md, \"The server's layers\").",
            })),
            ...staffAreas.map((area) => ({
              target: `./app/features/admin/${area}`,
              from: "./app/features/admin",
              except: [`./${area}`, "./shared"],
              message:
                "A staff area never imports another: move what both need to app/features/admin/shared/, or compose them in the route.",
            })),
            {
              target: "./app/features/admin/shared",
              from: "./app/features/admin",
              except: ["./shared"],
              message: "The shared staff UI never imports a staff area.",
            },
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message: "A feature never imports another feature: move what both need to components/ or lib/.",
            })),
          ],
        },
      ],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,js}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{app,server,contracts,scripts,tests}/**/": "KEBAB_CASE" }],
    },
  },
  {
    // Migrations and seeds sort by their date or number prefix (the catalogues, locales/<BCP 47 tag>.json, are not linted).
    files: ["server/db/migrations/*.ts", "server/db/seeds/*.ts"],
    rules: { "check-file/filename-naming-convention": "off", "check-file/folder-naming-convention": "off" },
  },
  {
    // Typography: French puts a no-break space before : ; ? ! and in 1 000, also inside template literals.
    files: ["server/mail/visitor-copy/*.ts"],
    rules: { "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }] },
  },
  {
    // A public page's links stay in its language (docs/i18n.md), and its arrows turn with it (issue 28); the staff area is English only.
    files: ["app/**/*.tsx"],
    ignores: [
      "app/routes/admin/**",
      "app/features/admin/**",
      "app/i18n/link.tsx",
      "app/components/ui/direction-icons.tsx",
      "**/*.test.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Import Link from #app/i18n/link (it keeps the page's language), or build the href with localize().",
            },
            {
              name: "lucide-react",
              importNames: [
                "ArrowRight",
                "ArrowLeft",
                "ChevronRight",
                "ChevronLeft",
                "ChevronsRight",
                "ChevronsLeft",
                "MoveRight",
                "MoveLeft",
                "Send",
              ],
              message:
                "Import ForwardArrow, BackArrow and the like from #app/components/ui/direction-icons: they turn on right-to-left pages.",
            },
          ],
        },
      ],
    },
  },
  {
    // One module, one owner (issue 29): a function over 150 lines or a file over 400 lines of logic does more than one
    // thing; split it along its seams. Tests are left out (*.test.ts(x) here; tests/ and scripts/ are outside these
    // folders): a test file's describe block is a table of cases, long by design, not logic to split.
    files: ["{app,server,contracts}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }],
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Playwright reads a test's fixtures from its destructuring, so `async ({}, testInfo)` is how a hook asks for none.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
);
