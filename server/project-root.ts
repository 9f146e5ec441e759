import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository folder: relative settings (BUILD_DIR) and the Vite dev server start from here. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
