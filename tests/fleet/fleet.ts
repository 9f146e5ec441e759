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
import { seedPosts } from "#server/modules/posts/seed-posts";
import { projectRoot } from "#server/project-root";
import {
  FleetStack,
  freePort,
  freshDatabase,
  startInstance,
  startNginx,
  startPostgres,
  startRedis,
  startSmtpSink,
  waitFor,
  type Instance,
} from "./fleet-stack";
import { checkPublishReachesEveryInstance } from "./fleet-content";
import { send, type Answer } from "./https-client";

const started = Date.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
function report(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? "PASS" : "FAIL"} ${name}: ${detail}`);
}

/** How long PostgreSQL and Redis are paused (issue 33 checks 60 s by hand; the bound is the same however long). */
const pauseMs = Number(process.env.FLEET_PAUSE_SECONDS ?? 8) * 1000;
/** No request may wait longer than this on a paused dependency, and everything is normal this soon after it resumes. */
const answerWithinMs = 5_000;
const normalWithinMs = 2_000;
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
  // A cluster of the test's own, which it may pause: never the machine's shared one.
  const postgres = await startPostgres(stack);
  const database = await freshDatabase(stack, postgres.adminUrl);
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
  await checkCampaignOnce(database.query, smtp.received);
  await checkPublishReachesEveryInstance(instances, database.url, report);
  await checkRedisPaused(proxy, instances, redis);
  await checkPostgresPaused(proxy, postgres, database.query);
  await checkRedisDown(proxy, instances, redis.stop);
  await checkKill(proxy, instances, database.query, smtp);
}

// The proxy as docs/deploy.md describes it: TLS at nginx, X-Forwarded-Proto believed from it (so HSTS is sent), /metrics closed.
async function checkProxy(proxy: number) {
  const live = await send(proxy, { path: "/api/health/live" });
  const metrics = await send(proxy, { path: "/metrics" });
  const hsts = live.headers["strict-transport-security"];
  const server = String(live.headers.server ?? "");
  const ok = live.status === 200 && typeof hsts === "string" && metrics.status === 404 && !/\d/.test(server);
  report(
    "(proxy) TLS, forwarded headers, /metrics closed, no version",
    ok,
    `live ${live.status}, HSTS ${hsts ? "sent" : "missing"}; /metrics through the proxy ${metrics.status} (expected 404); ` +
      `Server: ${server || "(none)"} (expected no version)`,
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

// (h) A newsletter campaign to 2,000 subscribers (issue 32): scheduled for now, so both instances' ticks race to start
// it (one wins: one stream), and both workers send it; each recipient's mail reaches the SMTP sink exactly once.
async function checkCampaignOnce(
  query: Awaited<ReturnType<typeof freshDatabase>>["query"],
  received: { messageId: string; subject: string }[],
) {
  const count = 2_000;
  const at = new Date().toISOString();
  await query(
    `insert into subscribers (email, status, source, lang, unsubscribe_token, consent_at, confirmed_at, created_at, updated_at)
     select 'campaign' || n || '@example.com', 'confirmed', 'footer', case when n % 2 = 0 then 'en' else 'hi' end,
            'fleet-token-' || n, $1, $1, $1, $1
     from generate_series(1, $2::int) as n`,
    [at, count],
  );
  const versions = { en: { subject: "Fleet campaign", preheader: "", body: "Hello **fleet**." } };
  await query(
    `insert into campaigns (versions, audience_languages, rate_per_minute, status, scheduled_at, recipients, version, created_at, updated_at)
     values ($1, '[]', 10000, 'scheduled', $2, 0, 1, $2, $2)`,
    [JSON.stringify(versions), at],
  );
  const startedAt = Date.now();
  await waitFor(
    "the campaign to be sent",
    async () => ((await query("select id from campaigns where status = 'sent'")).length === 1 ? true : undefined),
    90_000,
  ).catch(() => undefined);
  const tookMs = Date.now() - startedAt;
  const rows = await query<{ id: number }>("select id from mail_outbox where stream_id is not null");
  const streams = await query<{ n: number }>("select count(*)::int as n from mail_streams");
  const perRow = new Map(rows.map((row) => [row.id, 0]));
  for (const mail of received) {
    const id = Number(/^<outbox-(\d+)-/.exec(mail.messageId)?.[1]);
    if (perRow.has(id)) perRow.set(id, perRow.get(id)! + 1);
  }
  const twice = [...perRow.values()].filter((n) => n > 1).length;
  const never = [...perRow.values()].filter((n) => n === 0).length;
  report(
    "(h) a 2,000-recipient campaign sent exactly once by two instances",
    rows.length === count && streams[0]!.n === 1 && twice === 0 && never === 0,
    `${rows.length} mails queued in ${streams[0]!.n} stream(s), sent in ${tookMs} ms (the tick starts it within 15 s); ` +
      `${twice} sent twice, ${never} never sent`,
  );
}

// (d) With Redis gone, each instance counts on its own (up to 2 × max through two instances) and logs a warning; nobody gets a 5xx.
async function checkRedisDown(proxy: number, instances: Instance[], stopRedis: () => Promise<void>) {
  await stopRedis();
  const answers = await burst(proxy, 2 * max + 5, nextAddress());
  const errors = countStatus(answers, (status) => status >= 500);
  const refused = countStatus(answers, (status) => status === 429);
  await sleep(300);
  // The warning comes once a minute at most: the pause of check (g) may have written this outage's line already.
  const warned = instances.filter((instance) =>
    instance
      .log()
      .split("\n")
      .some((line) => /"level":40/.test(line) && /Redis unavailable/.test(line)),
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

/** One request through the proxy, timed; a request that gets no answer within 10 s is status 0. */
async function timed(request: Parameters<typeof send>[1]) {
  const startedAt = Date.now();
  try {
    const answer = await send(proxyPort, { ...request, timeoutMs: 10_000 });
    return { ...answer, startedAt, ms: Date.now() - startedAt };
  } catch (error) {
    return { status: 0, headers: {}, body: String(error), startedAt, ms: Date.now() - startedAt };
  }
}
type Timed = Awaited<ReturnType<typeof timed>>;
let proxyPort = 0;

const slowest = (answers: Timed[]) => Math.max(0, ...answers.map((answer) => answer.ms));
const statuses = (answers: Timed[]) => {
  const counts = new Map<string, number>();
  for (const { status } of answers) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}×${status}`).join(" ");
};

// (g) Redis paused (SIGSTOP: its connections stay open and nothing answers). Forms and sign-in answer within 5 s,
// counted per instance meanwhile, never 5xx; within 2 s of SIGCONT both instances count in Redis again.
async function checkRedisPaused(proxy: number, instances: Instance[], redis: { pause(): void; resume(): void }) {
  proxyPort = proxy;
  const address = nextAddress();
  const signIn = () =>
    timed({
      method: "POST",
      path: "/api/auth/login",
      json: { email: "nobody@example.com", password: "not the right one" },
      localAddress: nextAddress(),
    });
  // A sign-in hashes a password (a second or more on a busy machine): its usual time is measured first.
  const usual = [await signIn(), await signIn()];
  redis.pause();
  const pausedAt = Date.now();
  const answers: Timed[] = [];
  const signIns: Timed[] = [];
  const submitting = (async () => {
    while (Date.now() - pausedAt < pauseMs) {
      answers.push(await timed({ method: "POST", path: "/api/contact", json: { firstName: "" }, localAddress: address }));
      await sleep(100);
    }
  })();
  // Sign-ins beside them.
  while (Date.now() - pausedAt < pauseMs) signIns.push(await signIn());
  await submitting;
  redis.resume();
  const resumedAt = Date.now();
  let sharedAgainMs = Number.POSITIVE_INFINITY;
  while (Date.now() - resumedAt < 10_000) {
    // Each instance asks Redis again at its next count, at most a second after its last failure.
    await timed({ method: "POST", path: "/api/contact", json: { firstName: "" }, localAddress: nextAddress() });
    const available = await Promise.all(
      instances.map(async (instance) =>
        /^redis_available 1$/m.test(await (await fetch(`http://127.0.0.1:${instance.port}/metrics`)).text()),
      ),
    );
    if (available.every(Boolean)) {
      sharedAgainMs = Date.now() - resumedAt;
      break;
    }
    await sleep(100);
  }
  const all = [...answers, ...signIns];
  const refused = countStatus(answers, (status) => status === 429);
  // A sign-in within its usual time and the Redis time-out (1 s), with room for a busy machine.
  const signInBoundMs = Math.max(answerWithinMs, slowest(usual) + 2_000);
  const ok =
    slowest(answers) < answerWithinMs &&
    slowest(signIns) < signInBoundMs &&
    all.every((answer) => answer.status > 0 && answer.status < 500) &&
    answers.length - refused <= 2 * max &&
    sharedAgainMs <= normalWithinMs;
  report(
    "(g) Redis paused: forms and sign-in answer within 5 s, shared again within 2 s",
    ok,
    `paused ${pauseMs / 1000} s: ${answers.length} submissions from one address (${statuses(answers)}), slowest ${slowest(answers)} ms; ` +
      `${signIns.length} sign-ins (${statuses(signIns)}), slowest ${slowest(signIns)} ms (usually ${slowest(usual)} ms; expected < ${signInBoundMs}); ` +
      `both instances counting in Redis again ${sharedAgainMs} ms after SIGCONT (expected ≤ ${normalWithinMs})`,
  );
}

// (f) PostgreSQL paused (SIGSTOP of the whole cluster: connections open, nothing answers), with requests in flight at
// the pause. Every public page answers within 5 s (200 from a copy, or 503 with Retry-After), forms within 5 s (201, or
// 503 with Retry-After), nothing acknowledged is lost, and every answer is normal within 2 s of SIGCONT.
async function checkPostgresPaused(
  proxy: number,
  postgres: { pause(): void; resume(): void },
  query: Awaited<ReturnType<typeof freshDatabase>>["query"],
) {
  proxyPort = proxy;
  const [first, second] = seedPosts;
  const pages = ["/", "/blog", `/blog/${first!.slug}`, `/hi/blog/${second!.slug}`, "/blog3", "/bloglist", "/careers", "/api/blogs"];
  // What visitors read before: each page on both instances (the proxy takes turns; an odd round moves each page along).
  for (let round = 0; round < 4; round++) for (const path of [...pages, "/api/health/live"]) await timed({ path });
  let formNumber = 0;
  const acknowledged: string[] = [];
  const form = () => {
    const body = contact("Pause check", ++formNumber);
    return timed({ method: "POST", path: "/api/contact", json: body, localAddress: nextAddress() }).then((answer) => {
      if (answer.status === 201) acknowledged.push(body.subject);
      return answer;
    });
  };
  const signIn = () =>
    timed({
      method: "POST",
      path: "/api/auth/login",
      json: { email: "nobody@example.com", password: "not the right one" },
      localAddress: nextAddress(),
    });
  // A sign-in hashes a password once the database answers (two at a time): one a second at most, or the hashing
  // queue, not the database, would be measured.
  const round = (withSignIn = true) => [
    ...pages.map((path) => timed({ path }).then((answer) => ({ ...answer, path }))),
    form().then((a) => ({ ...a, path: "contact" })),
    ...(withSignIn ? [signIn().then((a) => ({ ...a, path: "sign-in" }))] : []),
  ];

  // Requests already in flight at the pause, then a round every second while it lasts.
  const during: Promise<Timed & { path: string }>[] = round();
  postgres.pause();
  const pausedAt = Date.now();
  while (Date.now() - pausedAt < pauseMs) {
    await sleep(1_000);
    during.push(...round());
  }
  const answers = await Promise.all(during);
  postgres.resume();
  const resumedAt = Date.now();
  // A round every 200 ms for 4 s after SIGCONT, none waiting for another: normal from the moment after which every
  // request sent got its usual answer (a request sent before PostgreSQL caught up may still fail, later ones not).
  const after: Promise<Timed & { path: string }>[] = [];
  for (let n = 0; Date.now() - resumedAt < 2 * normalWithinMs; n++) {
    after.push(...round(n % 5 === 0));
    await sleep(200);
  }
  const usualAnswer = (answer: Timed & { path: string }) =>
    answer.status === (answer.path === "contact" ? 201 : answer.path === "sign-in" ? 401 : 200);
  const unusual = (await Promise.all(after)).filter((answer) => !usualAnswer(answer));
  const normalAfterMs = Math.max(0, ...unusual.map((answer) => answer.startedAt - resumedAt));
  const stored = new Set(
    (await query<{ subject: string }>("select subject from contact_messages where subject like 'Pause check %'")).map((row) => row.subject),
  );
  const lost = acknowledged.filter((subject) => !stored.has(subject));
  const wrong = answers.filter(
    (answer) =>
      answer.ms >= answerWithinMs ||
      !(
        (answer.status === 503 && answer.headers["retry-after"]) ||
        (answer.status === 200 && answer.path !== "contact" && answer.path !== "sign-in") ||
        (answer.status === 201 && answer.path === "contact")
      ),
  );
  const byPath = [...new Set(answers.map((answer) => answer.path))]
    .map((path) => {
      const some = answers.filter((answer) => answer.path === path);
      return `${path} ${statuses(some)} ≤${slowest(some)} ms`;
    })
    .join("; ");
  const ok = wrong.length === 0 && lost.length === 0 && normalAfterMs <= normalWithinMs;
  report(
    "(f) PostgreSQL paused: every page and form answers within 5 s, normal within 2 s",
    ok,
    `paused ${pauseMs / 1000} s, ${answers.length} requests (some in flight at the pause): ${byPath}; ` +
      `${wrong.length} slower than ${answerWithinMs} ms or not 200/201/503+Retry-After` +
      `${
        wrong.length
          ? ` (${wrong
              .slice(0, 5)
              .map((a) => `${a.path} ${a.status} ${a.ms} ms`)
              .join(", ")})`
          : ""
      }; ` +
      `${acknowledged.length} acknowledged, ${lost.length} lost; every request sent ${normalAfterMs} ms or more after SIGCONT ` +
      `answered as usual (expected ≤ ${normalWithinMs})` +
      `${
        unusual.length
          ? `; before that: ${unusual
              .slice(0, 4)
              .map((a) => `${a.path} ${a.status} sent at +${a.startedAt - resumedAt} ms`)
              .join(", ")}`
          : ""
      }`,
  );
}

// (c) kill -9 of one instance during 300 submissions through the proxy: every acknowledged message is stored, and
// the proxy fails over. Only requests in flight at the kill, or handed to the instance until it is gone (a dying
// process's sockets still take connections, and the proxy's kept-alive ones still carry requests), may fail: nginx does
// not resend a POST an instance received. Every request sent more than a second after the process is gone succeeds.
async function checkKill(
  proxy: number,
  instances: Instance[],
  query: Awaited<ReturnType<typeof freshDatabase>>["query"],
  smtp: { received: { messageId: string }[]; hold(): void; release(): void },
) {
  // The mail server stalls until a second after the kill, so each worker holds a claim on mail when the instance is
  // killed: the killed one's claimed mail must be sent by the other within a minute.
  smtp.hold();
  let claimedAtKill: Promise<number[]> | undefined;
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
        // The mail claimed by a worker at that moment (the killed one's among it): it must go out within a minute.
        claimedAtKill = query<{ id: number }>("select id from mail_outbox where status = 'pending' and locked_until is not null").then(
          (rows) => rows.map((row) => row.id),
        );
        setTimeout(() => smtp.release(), 1_000);
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

  // Mail: what was claimed at the kill is sent within 60 s of it (claims are short and renewed, issue 33).
  const claimed = (await claimedAtKill) ?? [];
  let mailDoneMs = Number.POSITIVE_INFINITY;
  await waitFor(
    "the claimed mail to be sent",
    async () => {
      const rows = claimed.length
        ? await query<{ id: number }>("select id from mail_outbox where id = any($1) and status = 'sent'", [claimed])
        : [];
      if (rows.length < claimed.length) return undefined;
      mailDoneMs = Date.now() - killedAt;
      return true;
    },
    90_000,
  ).catch(() => undefined);
  const deliveries = new Map<number, number>();
  for (const mail of smtp.received) {
    const id = Number(/^<outbox-(\d+)-/.exec(mail.messageId)?.[1]);
    deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
  }
  // A crash between a send and its record sends that mail again (same Message-ID): only what was being handed over.
  const twice = claimed.filter((id) => (deliveries.get(id) ?? 0) > 1).length;
  // Those the live worker sent only after the dead one's claim ran out (it had sent its own within seconds of the release).
  const sentAfterMs = claimed.length
    ? (await query<{ sent_at: string }>("select sent_at from mail_outbox where id = any($1) and sent_at is not null", [claimed])).map(
        (row) => Date.parse(row.sent_at) - killedAt,
      )
    : [];
  const waited = sentAfterMs.filter((ms) => ms > 10_000);
  const mailOk = waited.length > 0 && mailDoneMs <= 60_000 && twice <= 3;

  const ok = lost.length === 0 && late.length === 0 && failures.length <= 2 * concurrency && mailOk;
  const listed = failures.map((failure) => `#${failure.n} ${failure.why} (${failure.startedAfterKillMs} ms)`).join(", ");
  report(
    "(c) kill -9 of an instance during 300 submissions",
    ok,
    `${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} acknowledged but lost; ${failures.length} failed, ` +
      `${late.length} of them sent more than ${settleMs} ms after the instance was gone (expected 0); ` +
      `it was gone ${goneAt - killedAt} ms after the kill${listed ? `; failed (ms after the kill): ${listed}` : ""}; ` +
      `${claimed.length} mails claimed at the kill, ${waited.length} of them by the killed instance (sent ` +
      `${Math.round(Math.min(...waited) / 1000)}–${Math.round(Math.max(...waited) / 1000)} s after it, once its claim ran out); ` +
      `all sent ${mailDoneMs} ms after the kill (expected ≤ 60000), ${twice} of them twice (expected ≤ 3: those being handed over)`,
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
process.exit(failed.length === 0 && results.length >= 9 ? 0 : 1);
