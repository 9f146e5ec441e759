/**
 * `npm start` runs this first: a fresh clone has no build, so it makes one. An existing build is used as it
 * is, whatever PUBLIC_URL says (the server applies PUBLIC_URL when it starts); rebuild with `npm run build`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
if (!existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log(`No build in ${buildDir}; building the site…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
