import "./production-default";
import { existsSync } from "node:fs";
import path from "node:path";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig, type Config } from "./config";
import { openDatabase } from "./db/database";
import { describeDatabase } from "./db/describe";
import { setUpDatabase } from "./db/migrate";
import { projectRoot } from "./project-root";
import { startFailureMessage } from "./start-failure";

/**
 * How long SIGTERM or SIGINT waits for in-flight requests, the mail worker's current run and the database
 * before the process exits anyway: inside the 30 s that container platforms allow before SIGKILL.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Start-up problems end in one line naming the setting to fix, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`Cannot start: ${message.split("\n")[0]}\n`);
  process.exit(1);
}

/** The server serves a build made beforehand (`npm run build`; `npm start` makes one when there is none). */
function requireBuild(config: Config) {
  const buildDir = path.resolve(projectRoot, config.buildDir);
  if (!existsSync(path.join(buildDir, "server", "index.js")) || !existsSync(path.join(buildDir, "client"))) {
    fail(`no build in ${buildDir}; run npm run build`);
  }
}

async function main(config: Config) {
  const dev = process.argv.includes("--dev");
  // The set-up has a connection of its own, without the request path's time limits: waiting for another instance's
  // migrations under the set-up lock, or a long migration, is not a hung request.
  const setUp = openDatabase(config.database);
  try {
    if (!(await setUp.ping())) fail(`DATABASE_URL: cannot reach the database (${describeDatabase(config.database)})`);
    if (!dev) requireBuild(config);
    // Migrate and seed, taking turns with instances that start at the same moment.
    await setUpDatabase(setUp);
  } catch (error) {
    fail(`database set-up failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await setUp.close();
  }
  const database = openDatabase(config.database, config.databaseTimeLimits);

  const app = await buildApp({ config, database, web: dev ? "vite" : "build" });

  closeWithGrace(
    {
      delay: SHUTDOWN_DEADLINE_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) => app.log.error(`shutdown took longer than ${delay} ms; exiting anyway`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "shutting down after an uncaught error");
      else app.log.info({ signal }, "shutting down: finishing in-flight requests");
      // Stop accepting, let in-flight requests finish, then release the database.
      await app.close();
      await database.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  if (!dev && config.publicUrlIsDefault) {
    app.log.warn(
      `PUBLIC_URL is not set: canonical links, the sitemap and e-mails point at ${config.publicUrl}; set it to the site's address`,
    );
  }
}

// Whatever fails before the server listens (settings, database, build, a plugin timeout, the port) ends in one line.
let listening: Pick<Config, "port" | "host"> | undefined;
try {
  const config = loadConfig();
  listening = config;
  await main(config);
} catch (error) {
  fail(startFailureMessage(error, listening));
}
