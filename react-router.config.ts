import type { Config } from "@react-router/dev/config";
import { everyLanguagePath } from "./contracts/languages";
import { staticPublicPaths, unlistedStaticPaths } from "./contracts/public-paths";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Pages that do not read the database are built once as HTML; the rest
  // (blog, admin, 404) are rendered per request by the server. Each is built in all 16 languages.
  prerender: [...staticPublicPaths, ...unlistedStaticPaths].flatMap(everyLanguagePath),
} satisfies Config;
