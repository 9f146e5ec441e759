/**
 * Load test of the public form endpoints (npm run bench:forms).
 *
 * Starts the API (no pages) as a child process on a fresh SQLite database with
 * the rate limit off and the mail worker on (.eml files, as on a default
 * install), then drives POST /api/contact and POST /api/newsletter/subscribe
 * and POST /api/quotes (an air request of one package line, with an Idempotency-Key as the /quote
 * page sends) with autocannon for BENCH_SECONDS each (unique addresses per request), and
 * finally counts the rows: every 2xx answer must have its row.
 *
 * Targets: ≥ 500 requests/s (issue 4), ≥ 1,000 for quotes (issue 14); p99 ≤ 50 ms, zero errors.
 * Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_PORT (4599).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { quoteFields } from "#server/test/form-fixtures";
import { startApiChild } from "./api-child";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4599);
const target = { rps: 500, p99: 50 };
const quoteTarget = { ...target, rps: 1000 };

/** CPU time (ms) the server process has used so far, from /proc (Linux): a figure that other load on the machine does not inflate. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Drives one endpoint; returns the figures and the addresses whose submissions were acknowledged (2xx). */
async function run(
  serverPid: number | undefined,
  name: string,
  requestPath: string,
  body: (n: number) => { email: string },
  headers: (n: number) => Record<string, string> = () => ({}),
) {
  let n = 0;
  const cpuBefore = cpuMs(serverPid);
  const acknowledged: string[] = [];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: requestPath,
        headers: { "content-type": "application/json" },
        // One request at a time per connection, so the context holds the address of the request being answered.
        setupRequest: (request, context) => {
          const payload = body(n);
          context.email = payload.email;
          return { ...request, headers: { ...request.headers, ...headers(n++) }, body: JSON.stringify(payload) };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) acknowledged.push(context.email as string);
        },
      },
    ],
  });
  const cpuPerRequest = (cpuMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total);
  const line = {
    endpoint: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    "2xx": result["2xx"],
    "non-2xx": result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    "server CPU ms/req": Number(cpuPerRequest.toFixed(2)),
  };
  return { line, result, acknowledged };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-forms-"));
  const server = startApiChild({ dataDir, port });
  const runId = Date.now().toString(36);
  try {
    await server.ready;
    const contact = await run(server.pid, "POST /api/contact", "/api/contact", (n) => ({
      firstName: "Bench",
      lastName: "Mark",
      email: `bench-${runId}-${n}@example.com`,
      subject: `Benchmark message ${n}`,
      message: "A benchmark message of a realistic length, asking for a freight quote to Rotterdam.",
    }));
    const newsletter = await run(server.pid, "POST /api/newsletter/subscribe", "/api/newsletter/subscribe", (n) => ({
      email: `reader-${runId}-${n}@example.com`,
      source: "footer",
    }));
    const quotes = await run(
      server.pid,
      "POST /api/quotes",
      "/api/quotes",
      (n) => quoteFields({ email: `buyer-${runId}-${n}@example.com` }),
      (n) => ({ "idempotency-key": `bench-${runId}-${n}` }),
    );
    await server.stop();

    // Every acknowledged submission must be in the database after the server is gone.
    const { openDatabase } = await import("#server/db/database");
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "site.db") });
    const contactEmails = new Set((await database.db.selectFrom("contact_messages").select("email").execute()).map((row) => row.email));
    const subscriberEmails = new Set((await database.db.selectFrom("subscribers").select("email").execute()).map((row) => row.email));
    const quoteEmails = new Set((await database.db.selectFrom("quotes").select("email").execute()).map((row) => row.email));
    const mails = await database.db.selectFrom("mail_outbox").select(["kind", "status"]).execute();
    await database.close();

    console.table([contact.line, newsletter.line, quotes.line]);
    const sent = mails.filter((mail) => mail.status === "sent").length;
    console.log(
      `rows: contact_messages ${contactEmails.size} (acknowledged ${contact.acknowledged.length}), subscribers ${subscriberEmails.size} (acknowledged ${newsletter.acknowledged.length}), ` +
        `quotes ${quoteEmails.size} (acknowledged ${quotes.acknowledged.length}), ` +
        `mail_outbox ${mails.length} (${sent} sent by the worker during the run)`,
    );
    const problems: string[] = [];
    for (const [{ line, result }, goal] of [
      [contact, target],
      [newsletter, target],
      [quotes, quoteTarget],
    ] as const) {
      if (line["req/s"] < goal.rps) problems.push(`${line.endpoint}: ${line["req/s"]} req/s < ${goal.rps}`);
      if (line["p99 ms"] > goal.p99) problems.push(`${line.endpoint}: p99 ${line["p99 ms"]} ms > ${goal.p99}`);
      if (result.errors || result.timeouts || result.non2xx)
        problems.push(`${line.endpoint}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
    }
    const lostContacts = contact.acknowledged.filter((email) => !contactEmails.has(email));
    const lostSubscribers = newsletter.acknowledged.filter((email) => !subscriberEmails.has(email));
    if (lostContacts.length) problems.push(`contact: ${lostContacts.length} acknowledged messages missing`);
    if (lostSubscribers.length) problems.push(`newsletter: ${lostSubscribers.length} acknowledged subscriptions missing`);
    const lostQuotes = quotes.acknowledged.filter((email) => !quoteEmails.has(email));
    if (lostQuotes.length) problems.push(`quotes: ${lostQuotes.length} acknowledged requests missing`);
    // Requests still in flight when autocannon stopped are stored too but never counted as acknowledged.
    // A contact message and a subscription queue one mail each, a quote request two (the buyer's summary and the desk's notice).
    const expectedMails = contactEmails.size + subscriberEmails.size + 2 * quoteEmails.size;
    if (mails.length !== expectedMails) problems.push(`mail_outbox: ${mails.length} rows where ${expectedMails} were expected`);
    console.log(problems.length ? `TARGET MISSED:\n  ${problems.join("\n  ")}` : "Target met: every acknowledged row is stored.");
    process.exitCode = problems.length ? 1 : 0;
  } finally {
    await server.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
