import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Db } from "./database";

const seedFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "seeds");

/** A seed fills a fresh database with what the site needs on day one; it must be safe to run again. */
export interface SeedModule {
  seed(db: Db): Promise<void>;
}

/** Runs every seed in server/db/seeds in name order. */
export async function seedDatabase(db: Db) {
  const files = (await readdir(seedFolder)).filter((f) => /\.(ts|js)$/.test(f) && !/\.(test|d)\.ts$/.test(f)).sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(seedFolder, file)).href)) as SeedModule;
    await module.seed(db);
  }
}
