import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173) + 100;

function startServer(): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lifecycle-"));
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Up to 60 s: the server loads its build and bundle first, which takes a while on a busy two-core machine. */
async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

test("SIGTERM lets an in-flight request finish, then exits cleanly", async () => {
  test.slow();
  const server = startServer();
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  // A server left behind by a failed attempt would hold the port for the retry.
  await waitForHealth().catch((error: unknown) => {
    server.kill("SIGKILL");
    throw error;
  });

  const body = JSON.stringify({ email: "half-sent@example.com", source: "footer" });
  const socket = connect(port, "127.0.0.1");
  let response = "";
  socket.on("data", (chunk) => (response += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
  // Headers and half the body: the request is in flight when the signal arrives.
  socket.write(
    `POST /api/lifecycle-probe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 200));
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 300));
  socket.write(body.slice(10));
  await closed;

  expect(response).toMatch(/^HTTP\/1\.1 404 /);
  expect(response).toContain('"success":false');
  expect(await exited).toBe(0);
  // And nothing new is accepted after shutdown.
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
});
