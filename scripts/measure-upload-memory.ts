/**
 * Peak memory of the server under many concurrent résumé uploads (issue 12).
 *
 * Starts the API (no pages) as a child process on a fresh SQLite database with the per-IP rate limit
 * off (scripts/api-child.ts: RATE_LIMIT_DISABLED, so one client machine can stand for a thousand addresses), sends UPLOADS
 * applications at once, each with a PDF of UPLOAD_BYTES, and reports the server's peak resident set
 * (VmHWM from /proc, Linux) against its size before the burst, with the statuses it answered.
 *
 * node --import tsx scripts/measure-upload-memory.ts                       (UPLOADS=1000, UPLOAD_BYTES=1048576)
 * UPLOADS=300 UPLOAD_BYTES=5000000 node --import tsx scripts/measure-upload-memory.ts
 * Env: UPLOAD_PORT (4598), RSS_LIMIT_MB (400: the exit code says whether the peak stayed under it).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { multipartBody, pdfBytes } from "#server/modules/applications/test-multipart";
import { startApiChild } from "./api-child";

const uploads = Number(process.env.UPLOADS ?? 1000);
const uploadBytes = Number(process.env.UPLOAD_BYTES ?? 1_048_576);
const port = Number(process.env.UPLOAD_PORT ?? 4598);
const rssLimitMb = Number(process.env.RSS_LIMIT_MB ?? 400);

/** A line of /proc/<pid>/status in MB: VmRSS now, VmHWM the peak so far. */
function procMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${field}:`));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024);
}

function post(agent: http.Agent, body: ReturnType<typeof multipartBody>, n: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/applications",
        headers: {
          ...body.headers,
          "content-length": body.payload.length,
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.statusCode)));
      },
    );
    // A server that answers early (503, 413) may close before the whole body is written.
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    request.end(body.payload);
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "measure-upload-memory-"));
  const server = startApiChild({ dataDir, port });
  try {
    await server.ready;
    const pid = server.pid!;
    const body = multipartBody(
      {
        name: "Ravi Kumar",
        email: "ravi@example.com",
        phone: "+91 98765 43210",
        position: "professional",
        message: "Five years at JNPT.",
        consent: "true",
      },
      { filename: "resume.pdf", content: pdfBytes(uploadBytes) },
    );
    const idle = procMb(pid, "VmRSS");
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: uploads }, (_, n) => post(agent, body, n)));
    const seconds = (performance.now() - started) / 1000;
    const peak = procMb(pid, "VmHWM");
    const counts = new Map<string, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    console.log(
      `${uploads} concurrent uploads of ${uploadBytes} bytes in ${seconds.toFixed(1)} s: ` +
        `${[...counts].map(([status, count]) => `${count} × ${status}`).join(", ")}`,
    );
    console.log(`server RSS: ${idle} MB before, peak ${peak} MB (limit ${rssLimitMb} MB)`);
    process.exitCode = peak < rssLimitMb && ![...counts.keys()].some((status) => status.startsWith("5") && status !== "503") ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
