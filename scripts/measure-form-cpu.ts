/**
 * CPU time the server spends on the most expensive form bodies (issue 12).
 *
 * Builds the API in this process on a fresh SQLite database (rate limit off, no pages) and sends each
 * hostile body below REPEAT times with inject(), reading process.cpuUsage() around each request: the
 * figure is CPU milliseconds per request (user + system), which other load on the machine does not
 * inflate. A flat body of the same size is measured for comparison. Last, twenty of the worst bodies are
 * sent at once over HTTP to the API as a child process (scripts/api-child.ts), with a GET /api/health
 * among them, whose wait is reported.
 *
 * node --import tsx scripts/measure-form-cpu.ts            (REPEAT=5, BODY_BYTES=65536)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { multipartBody } from "#server/modules/applications/test-multipart";
import { hostileText } from "#server/test/hostile-text";
import { startApiChild } from "./api-child";

const repeat = Number(process.env.REPEAT ?? 5);
const bodyBytes = Number(process.env.BODY_BYTES ?? 65_536);

const contact = { firstName: "Asha", lastName: "Patil", email: "asha@example.com", subject: "Freight quote" };
const careers = { name: "Asha Patil", email: "asha@example.com", phone: "+91 98765 43210", position: "internship" };

/** A JSON body of about `bodyBytes` whose one long field is `text` cut to fit. */
function jsonBody(fields: Record<string, string>, key: string, text: (length: number) => string) {
  const overhead = JSON.stringify({ ...fields, [key]: "" }).length;
  return { payload: JSON.stringify({ ...fields, [key]: text(bodyBytes - overhead) }), headers: { "content-type": "application/json" } };
}

const cases: { name: string; url: string; body: { payload: string | Buffer; headers: Record<string, string> } }[] = [
  { name: "contact, flat text", url: "/api/contact", body: jsonBody(contact, "message", (n) => "a".repeat(n)) },
  { name: "contact, nested javascript:", url: "/api/contact", body: jsonBody(contact, "message", hostileText.nestedJavascript) },
  { name: "contact, nested handlers", url: "/api/contact", body: jsonBody(contact, "message", hostileText.nestedHandler) },
  { name: "newsletter, nested javascript:", url: "/api/newsletter/subscribe", body: jsonBody({}, "email", hostileText.nestedJavascript) },
  {
    name: "careers, nested javascript: (each field)",
    url: "/api/applications",
    body: multipartBody({ ...careers, message: hostileText.nestedJavascript(Math.floor(bodyBytes / 8)) }),
  },
  {
    name: "careers, unclosed <script (each field)",
    url: "/api/applications",
    body: multipartBody({ ...careers, message: hostileText.unclosedTags(Math.floor(bodyBytes / 8)) }),
  },
];

const dataDir = mkdtempSync(path.join(tmpdir(), "measure-form-cpu-"));
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT_DISABLED: "true" });
const database = openDatabase(config.database);
await migrateToLatest(database);
const app = await buildApp({ config, database, web: false, logger: false });
await app.ready();

console.log(`CPU ms per request (user + system), median and worst of ${repeat}; bodies of about ${bodyBytes} bytes`);
for (const { name, url, body } of cases) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < repeat; i++) {
    const before = process.cpuUsage();
    const response = await app.inject({ method: "POST", url, payload: body.payload, headers: body.headers });
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
    status = response.statusCode;
  }
  times.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(body.payload);
  console.log(
    `${name.padEnd(42)} ${String(bytes).padStart(6)} B  status ${status}  median ${times[times.length >> 1].toFixed(1).padStart(7)} ms  worst ${times.at(-1)!.toFixed(1).padStart(7)} ms`,
  );
}
// The mail worker may be in a 250 ms unref'd pause after this busy spell (server/modules/mail-outbox/mail-worker.ts,
// yieldWhileBusy); with nothing else holding the event loop, close() would be cut short (exit code 13).
const keepAlive = setInterval(() => {}, 1000);
await app.close();
await database.close();
clearInterval(keepAlive);
rmSync(dataDir, { recursive: true, force: true });

// Issue 12: twenty nested bodies at once had kept GET /api/health waiting 12 s. Over real HTTP, against the API as a child process.
const childDir = mkdtempSync(path.join(tmpdir(), "measure-form-cpu-"));
const server = startApiChild({ dataDir: childDir, port: Number(process.env.MEASURE_PORT ?? 4597) });
try {
  await server.ready;
  const base = `http://127.0.0.1:${process.env.MEASURE_PORT ?? 4597}`;
  const { url, body } = cases.find((entry) => entry.name === "contact, nested handlers")!;
  const started = performance.now();
  const flood = Array.from({ length: 20 }, () =>
    fetch(`${base}${url}`, { method: "POST", body: body.payload.toString(), headers: body.headers }),
  );
  const health = fetch(`${base}/api/health`).then(() => performance.now() - started);
  const statuses = new Set((await Promise.all(flood)).map((response) => response.status));
  console.log(
    `20 × "contact, nested handlers" at once over HTTP (status ${[...statuses].join(", ")}): GET /api/health answered after ${(await health).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
  rmSync(childDir, { recursive: true, force: true });
}
