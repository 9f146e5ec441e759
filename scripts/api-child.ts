/**
 * The API (no pages) in a child process, for the measuring scripts (bench-forms, measure-upload-memory):
 * started on a fresh data folder with the form rate limits off and SQLite, answering on 127.0.0.1:`port`.
 * Run directly (`node --import tsx scripts/api-child.ts`), it is that child.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

async function serve() {
  const { buildApp } = await import("#server/app");
  const { loadConfig } = await import("#server/config");
  const { openDatabase } = await import("#server/db/database");
  const { migrateToLatest } = await import("#server/db/migrate");
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, web: false, logger: { level: "warn" } });
  process.on("SIGTERM", async () => {
    // Graceful: in-flight requests finish, the mail worker finishes its round, the database closes.
    await app.close();
    await database.close();
    process.exit(0);
  });
  await app.listen({ port: config.port, host: "127.0.0.1" });
  process.stdout.write("ready\n");
}

/** Starts the child; `ready` resolves once it listens, `stop` ends it gracefully (SIGTERM). */
export function startApiChild({ dataDir, port }: { dataDir: string; port: number }) {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      RATE_LIMIT_DISABLED: "true",
      // The measurements store a gigabyte of résumés from one address; the caps (issue 33) are not what they measure.
      RESUME_STORAGE_MAX_MB: "100000",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      REDIS_URL: "",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners("exit");
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { ready, stop, pid: child.pid };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
