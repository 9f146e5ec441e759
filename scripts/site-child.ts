/**
 * The whole built site (pages and API) in a child process, for the benchmarks (bench-blog, bench-compare):
 * the compiled server in production mode on a fresh SQLite database with the form rate limits off. Needs a build (BUILD_DIR or build/).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compiledServerArgs } from "./compiled-server";

export async function waitForHealth(base: string, child?: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (child?.exitCode != null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become healthy`);
}

export async function startSite(port: number): Promise<{ base: string; pid: number | undefined; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-site-"));
  const child = spawn(process.execPath, compiledServerArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_DISABLED: "true",
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  // The server finishes its writes (the mail outbox) as it shuts down: its folder goes once it has exited.
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop };
}
