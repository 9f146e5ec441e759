/**
 * npm run test:fleet: two instances of the built server on one fresh PostgreSQL database and one Redis,
 * behind nginx configured from deploy/nginx.conf, as docs/deploy.md describes. Prints PASS or FAIL per
 * check and exits non-zero when one fails. Starts nothing it does not stop.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_RATE_LIMIT } from "#contracts/forms/limits";
import { projectRoot } from "#server/project-root";
import {
  FleetStack,
  freePort,
  freshDatabase,
  startInstance,
  startNginx,
  startRedis,
  startSmtpSink,
  waitFor,
  type Instance,
} from "./fleet-stack";
import { send, type Answer } from "./https-client";

const started = Date.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
function report(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

const adminUrl = process.env.FLEET_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const buildDir = process.env.BUILD_DIR ?? "build";
const max = SERVER_RATE_LIMIT.max;
const dir = mkdtempSync(path.join(tmpdir(), "fleet-"));
const stack = new FleetStack(dir);
process.chdir(projectRoot);

let visitor = 0;
/** A new source address for each simulated visitor (127.0.0.0/8 is all this machine), so each has its own rate-limit bucket. */
const nextAddress = () => {
  visitor += 1;
  return `127.0.${Math.floor(visitor / 250) + 10}.${(visitor % 250) + 2}`;
};

const contact = (tag: string, n: number) => ({
  firstName: "Fleet",
  lastName: "Tester",
  email: `fleet-${n}@example.com`,
  subject: `${tag} ${n}`,
  message: `Message ${n} from the fleet test, checking the deployment.`,
});

async function ready(instance: Instance) {
  const answer = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`);
  return answer.status === 200 ? true : undefined;
}

async function main() {
  // The instances serve a build, as in production; making one here would take minutes, so say so instead.
  if (!existsSync(path.join(projectRoot, buildDir, "server", "index.js")))
    throw new Error(`no build in ${buildDir}; run npm run build first`);
  const database = await freshDatabase(stack, adminUrl);
  const redis = await startRedis(stack);
  const smtp = await startSmtpSink(stack);
  const ports = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    // The proxy's own address (docs/deploy.md): its X-Forwarded-For is believed, a visitor's is not.
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_URL: "https://localhost",
    BUILD_DIR: buildDir,
  };

  // (e) Both instances start at the same moment on the fresh database: the migration lock lets one
  // migrate while the other waits, and both come up.
  const instances = ports.map((port, index) => startInstance(stack, `instance-${index + 1}`, port, env));
  const startedAt = Date.now();
  try {
    await Promise.all(instances.map((instance) => waitFor(`${instance.name} to be ready`, () => ready(instance), 90_000)));
    const migrations = await database.query<{ n: number }>("select count(*)::int as n from kysely_migration");
    report(
      "(e) simultaneous start on a fresh database",
      true,
      `both ready in ${Date.now() - startedAt} ms; ${migrations[0]!.n} migrations applied once`,
    );
  } catch (error) {
    const exits = instances.map(
      (i) => `${i.name} exit=${i.child.exitCode ?? "running"}: ${i.log().split("\n").filter(Boolean).slice(-2).join(" | ")}`,
    );
    report("(e) simultaneous start on a fresh database", false, `${String(error)}; ${exits.join("; ")}`);
    return;
  }

  const nginx = await startNginx(stack, path.join(projectRoot, "deploy/nginx.conf"), ports);
  const proxy = nginx.ports.https;
  await waitFor("nginx", async () => ((await send(proxy, { path: "/api/health/live" })).status === 200 ? true : undefined), 10_000);

  await checkProxy(proxy);
  await checkSharedRateLimit(proxy, instances);
  await checkMailOnce(proxy, database.query, smtp.received);
  await checkRedisDown(proxy, instances, redis.stop);
  await checkKill(proxy, instances, database.query);
}

// The proxy as docs/deploy.md describes it: TLS at nginx, X-Forwarded-Proto believed from it (so HSTS is sent), /metrics closed.
async function checkProxy(proxy: number) {
  const live = await send(proxy, { path: "/api/health/live" });
  const metrics = await send(proxy, { path: "/metrics" });
  const hsts = live.headers["strict-transport-security"];
  const ok = live.status === 200 && typeof hsts === "string" && metrics.status === 404;
  report(
    "(proxy) TLS, forwarded headers, /metrics closed",
    ok,
    `live ${live.status}, HSTS ${hsts ? "sent" : "missing"}; /metrics through the proxy ${metrics.status} (expected 404)`,
  );
}

/** Requests counted per instance by route and status, from each instance's /metrics. */
async function served(instance: Instance, route: string) {
  const text = await (await fetch(`http://127.0.0.1:${instance.port}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^http_requests_total\{method="POST",route="([^"]+)",status_code="\d+"\} (\d+)$/gm)) {
    if (match[1] === route) total += Number(match[2]);
  }
  return total;
}

/** Sends `count` contact posts from one address, one after another (a form of invalid content is refused after the limit is counted). */
async function burst(proxy: number, count: number, localAddress: string) {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++)
    answers.push(await send(proxy, { method: "POST", path: "/api/contact", json: { firstName: "" }, localAddress }));
  return answers;
}

const countStatus = (answers: Answer[], test: (status: number) => boolean) => answers.filter((answer) => test(answer.status)).length;

// (a) One visitor's limit holds across instances: max + 5 requests through the round-robin proxy get exactly 5 refusals,
// where two separate counters would refuse none. Another visitor (another address through the proxy) is not affected.
async function checkSharedRateLimit(proxy: number, instances: Instance[]) {
  const before = await Promise.all(instances.map((instance) => served(instance, "/api/contact")));
  const answers = await burst(proxy, max + 5, nextAddress());
  const refused = countStatus(answers, (status) => status === 429);
  const other = await send(proxy, { method: "POST", path: "/api/contact", json: { firstName: "" }, localAddress: nextAddress() });
  const after = await Promise.all(instances.map((instance) => served(instance, "/api/contact")));
  const perInstance = after.map((count, index) => count - before[index]!);
  const ok = refused === 5 && countStatus(answers, (s) => s >= 500) === 0 && other.status === 400 && perInstance.every((n) => n > 0);
  report(
    "(a) per-visitor rate limit shared across instances",
    ok,
    `${max + 5} requests from one address: ${answers.length - refused} answered, ${refused} refused with 429 (expected 5); ` +
      `served by the instances ${perInstance.join(" + ")}; another address then got ${other.status} (expected 400)`,
  );
}

// (b) Every queued mail leaves exactly once while both instances' outbox workers run.
async function checkMailOnce(proxy: number, query: Awaited<ReturnType<typeof freshDatabase>>["query"], received: { messageId: string }[]) {
  const count = 30;
  const address = Array.from({ length: 3 }, nextAddress);
  const answers = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      send(proxy, { method: "POST", path: "/api/contact", json: contact("Mail check", n), localAddress: address[n % 3] }),
    ),
  );
  const accepted = countStatus(answers, (status) => status === 201);
  let rows: { id: number; status: string }[] = [];
  await waitFor(
    "the outbox to drain",
    async () => {
      rows = await query<{ id: number; status: string }>("select id, status from mail_outbox");
      return rows.length > 0 && rows.every((row) => row.status === "sent") ? true : undefined;
    },
    30_000,
  ).catch(() => undefined);
  await sleep(500);
  const perRow = new Map(rows.map((row) => [row.id, 0]));
  let strangers = 0;
  for (const mail of received) {
    const id = Number(/^<outbox-(\d+)-/.exec(mail.messageId)?.[1]);
    if (perRow.has(id)) perRow.set(id, perRow.get(id)! + 1);
    else strangers += 1;
  }
  const twice = [...perRow.values()].filter((n) => n > 1).length;
  const never = [...perRow.values()].filter((n) => n === 0).length;
  const ok = accepted === count && rows.length >= count && twice === 0 && never === 0 && strangers === 0;
  report(
    "(b) each mail sent exactly once with two workers",
    ok,
    `${accepted}/${count} messages accepted, ${rows.length} mails queued, ${received.length} delivered to the SMTP sink; ` +
      `${twice} sent twice, ${never} never sent, ${strangers} unknown`,
  );
}

// (d) With Redis gone, each instance counts on its own (up to 2 × max through two instances) and logs a warning; nobody gets a 5xx.
async function checkRedisDown(proxy: number, instances: Instance[], stopRedis: () => Promise<void>) {
  const logStart = instances.map((instance) => instance.log().length);
  await stopRedis();
  const answers = await burst(proxy, 2 * max + 5, nextAddress());
  const errors = countStatus(answers, (status) => status >= 500);
  const refused = countStatus(answers, (status) => status === 429);
  await sleep(300);
  const warned = instances.filter(
    (instance, index) => /Redis/i.test(instance.log().slice(logStart[index])) && /"level":40/.test(instance.log().slice(logStart[index])),
  );
  const answered = answers.length - refused;
  const ok = errors === 0 && answered > max && answered <= 2 * max && warned.length === instances.length;
  report(
    "(d) Redis stopped: limits per instance, a warning, no 5xx",
    ok,
    `${answers.length} requests from one address: ${answered} answered (expected ${max + 1}..${2 * max}), ${refused} refused, ${errors} 5xx; ` +
      `Redis warning logged by ${warned.length} of ${instances.length} instances`,
  );
}

// (c) kill -9 of one instance during 300 submissions through the proxy: every acknowledged message is stored, and
// the proxy fails over. Only requests in flight at the kill, or handed to the instance until it is gone (a dying
// process's sockets still take connections, and the proxy's kept-alive ones still carry requests), may fail: nginx does
// not resend a POST an instance received. Every request sent more than a second after the process is gone succeeds.
async function checkKill(proxy: number, instances: Instance[], query: Awaited<ReturnType<typeof freshDatabase>>["query"]) {
  const total = 300;
  const concurrency = 6;
  const settleMs = 1_000;
  const perAddress = Math.min(max, 8);
  const addresses = Array.from({ length: Math.ceil(total / perAddress) }, nextAddress);
  const acknowledged: string[] = [];
  const failures: { n: number; startedAt: number; startedAfterKillMs: number; why: string }[] = [];
  let next = 0;
  let killedAt = 0;
  let goneAt = Number.POSITIVE_INFINITY;
  const victim = instances[0]!;
  void victim.exited.then(() => (goneAt = Date.now()));
  const worker = async () => {
    while (next < total) {
      const n = next++;
      if (n === 100) {
        victim.child.kill("SIGKILL");
        killedAt = Date.now();
      }
      const startedAt = Date.now();
      const body = contact("Kill check", n);
      const fail = (why: string) => failures.push({ n, startedAt, startedAfterKillMs: killedAt ? startedAt - killedAt : -1, why });
      try {
        const answer = await send(proxy, {
          method: "POST",
          path: "/api/contact",
          json: body,
          localAddress: addresses[Math.floor(n / perAddress)],
        });
        if (answer.status === 201) acknowledged.push(body.subject);
        else fail(String(answer.status));
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await victim.exited;
  const stored = new Set(
    (await query<{ subject: string }>("select subject from contact_messages where subject like 'Kill check %'")).map((row) => row.subject),
  );
  const lost = acknowledged.filter((subject) => !stored.has(subject));
  const late = failures.filter((failure) => failure.startedAt > goneAt + settleMs);
  const ok = lost.length === 0 && late.length === 0 && failures.length <= 2 * concurrency;
  const listed = failures.map((failure) => `#${failure.n} ${failure.why} (${failure.startedAfterKillMs} ms)`).join(", ");
  report(
    "(c) kill -9 of an instance during 300 submissions",
    ok,
    `${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} acknowledged but lost; ${failures.length} failed, ` +
      `${late.length} of them sent more than ${settleMs} ms after the instance was gone (expected 0); ` +
      `it was gone ${goneAt - killedAt} ms after the kill${listed ? `; failed (ms after the kill): ${listed}` : ""}`,
  );
}

// Ctrl-C or a CI time-out still stops what was started and drops the database.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stack.stopAll().finally(() => process.exit(130)));
}

let crashed: unknown;
try {
  await main();
} catch (error) {
  crashed = error;
  report("fleet set-up", false, error instanceof Error ? error.message : String(error));
} finally {
  await stack.stopAll();
}
const failed = results.filter((result) => !result.ok);
console.log(
  `fleet: ${results.length - failed.length} passed, ${failed.length} failed in ${Math.round((Date.now() - started) / 1000)} s (logs in ${dir})`,
);
if (failed.length === 0 && !crashed) rmSync(dir, { recursive: true, force: true });
process.exit(failed.length === 0 && results.length >= 6 ? 0 : 1);
