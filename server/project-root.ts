import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository folder: relative settings (BUILD_DIR) and the Vite dev server start from here. Found by
 * looking up for package.json, since this module runs both from server/ (tsx) and compiled into
 * build/server-app/ (`npm start`, scripts/build-server.ts).
 */
export const projectRoot = (() => {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
  }
  return path.resolve(start, "..");
})();
