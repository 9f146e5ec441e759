import "./production-default";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildApp, projectRoot } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { describeDatabase } from "./db/describe";

/** Start-up problems end in one line naming the setting to fix, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

/** Builds the site when there is no build, or when it was built for another PUBLIC_URL. */
function ensureBuild(config: Config) {
  const metaFile = path.join(path.resolve(projectRoot, config.buildDir), "meta.json");
  const builtFor = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, "utf8")) as { publicUrl?: string }).publicUrl : undefined;
  if (builtFor === config.publicUrl) return;
  process.stdout.write(builtFor ? `Rebuilding for PUBLIC_URL ${config.publicUrl} (built for ${builtFor})…\n` : "No build found; building the site…\n");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit", env: { ...process.env, PUBLIC_URL: config.publicUrl, BUILD_DIR: config.buildDir } });
  if (result.status !== 0) fail("the site build failed (see the output above)");
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const dev = process.argv.includes("--dev");
  // Check what can be wrong in the environment before the slow build.
  const database = openDatabase(config.database);
  if (!(await database.ping())) fail(`DATABASE_URL: cannot reach the database (${describeDatabase(config.database)})`);
  if (!dev) ensureBuild(config);
  try {
    await migrateToLatest(database);
    await seedDatabase(database.db);
  } catch (error) {
    fail(`database set-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  const app = await buildApp({ config, database, web: dev ? "vite" : "build" });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Stop accepting, let in-flight requests finish, then release the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") fail(`PORT: ${config.port} is already in use`);
    if (code === "EACCES") fail(`PORT: no permission to listen on ${config.port}`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") fail(`HOST: ${config.host} is not an address of this machine`);
    throw error;
  }
}

await main();
