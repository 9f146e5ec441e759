/**
 * What the site answers while its PostgreSQL or Redis is away, stopped or hung, and how soon it recovers (issue 12,
 * decision 015; the hung cases issue 33).
 *
 *   node --import tsx scripts/measure-outage.ts
 *
 * Needs the build (npm run build) and a PostgreSQL cluster of its OWN that it may stop, start and pause (never a
 * shared one), e.g. as root:
 *   mkdir /tmp/pg-outage && chown postgres /tmp/pg-outage
 *   su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /tmp/pg-outage -U postgres --auth=trust"
 *   su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/pg-outage -o '-p 5440 -k /tmp' -l /tmp/pg-outage/server.log start"
 * It starts a Redis of its own (redis-server on a free port).
 * Env: OUTAGE_PGDATA (/tmp/pg-outage), OUTAGE_PGPORT (5440), OUTAGE_PG_BIN (/usr/lib/postgresql/15/bin),
 * OUTAGE_SECONDS (15: longer than the blog cache's 10 s, so its copies are stale), OUTAGE_HTTP_PORT (4250),
 * OUTAGE_KINDS (pg-pause,redis-pause,pg-stop): which outages, one after another.
 *
 * It starts the real server (server/main.ts) on a fresh database of that cluster and reads the blog once; then for
 * each outage it restarts the server (so its memory is cold and only the page copies it kept on disk remain), causes
 * the outage (pg-pause: SIGSTOP of the postmaster and every process it started; redis-pause: SIGSTOP of Redis;
 * pg-stop: pg_ctl stop -m fast), polls every kind of route every 200 ms (each request with a 20 s client time-out),
 * ends it, and reports per route: seconds to the first 503, what it answered meanwhile, the slowest answer, and
 * seconds from the end of the outage to its first good answer. (Requests in flight at the moment of a pause are
 * checked by npm run test:fleet, check f.)
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";
import { openDatabase } from "#server/db/database";
import { createAccount } from "#server/modules/auth/staff-accounts";
import { seedPosts } from "#server/modules/posts/seed-posts";
import { projectRoot } from "#server/project-root";

const pgData = process.env.OUTAGE_PGDATA ?? "/tmp/pg-outage";
const pgPort = Number(process.env.OUTAGE_PGPORT ?? 5440);
const pgBin = process.env.OUTAGE_PG_BIN ?? "/usr/lib/postgresql/15/bin";
const outageSeconds = Number(process.env.OUTAGE_SECONDS ?? 15);
const httpPort = Number(process.env.OUTAGE_HTTP_PORT ?? 4250);
const kinds = (process.env.OUTAGE_KINDS ?? "pg-pause,redis-pause,pg-stop").split(",") as OutageKind[];
if (pgPort === 5432)
  throw new Error("refusing to stop or pause the cluster on 5432: give this script a cluster of its own (OUTAGE_PGPORT)");

type OutageKind = "pg-pause" | "redis-pause" | "pg-stop";

const adminUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
const databaseName = "outage_measure";
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/${databaseName}`;
const base = `http://127.0.0.1:${httpPort}`;
const staff = { email: "outage@example.in", password: "outage measuring passphrase" };

/** pg_ctl refuses to run as root; then it runs as the cluster's owner, postgres. Asynchronous, so the probes go on meanwhile. */
async function pgCtl(...args: string[]) {
  const command = [path.join(pgBin, "pg_ctl"), "-D", pgData, ...args];
  if (userInfo().uid === 0) await promisify(execFile)("su", ["postgres", "-s", "/bin/sh", "-c", command.map((a) => `'${a}'`).join(" ")]);
  else await promisify(execFile)(command[0]!, command.slice(1));
}
const stopCluster = () => pgCtl("-m", "fast", "-w", "stop");
const startCluster = () => pgCtl("-o", `-p ${pgPort} -k /tmp`, "-l", path.join(pgData, "server.log"), "-w", "start");

/** The cluster's postmaster (first line of postmaster.pid) and every process it started (each backend is a session of its own). */
function clusterProcesses(): number[] {
  const postmaster = Number(readFileSync(path.join(pgData, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}
const signalCluster = (signal: NodeJS.Signals) => {
  for (const pid of clusterProcesses()) process.kill(pid, signal);
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis() {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  await sleep(500);
  return { child, url: `redis://127.0.0.1:${port}` };
}

function startServer(dataDir: string, redisUrl: string) {
  return spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "server/main.ts")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(httpPort),
      HOST: "127.0.0.1",
      RATE_LIMIT_DISABLED: "true",
      // OUTAGE_LOG_LEVEL=warn shows what the server logs meanwhile.
      LOG_LEVEL: process.env.OUTAGE_LOG_LEVEL ?? "fatal",
      SMTP_URL: "",
      REDIS_URL: redisUrl,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function stopServer(server: ChildProcess) {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("the server did not start within 60 s");
}

const [readSlug, unreadSlug] = seedPosts.map((post) => post.slug);
let token = "";
let contactNumber = 0;
const contact = () => ({
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.in",
  subject: `Rates to Dubai ${++contactNumber}`,
  message: "Please send your rates for a 20 ft container to Dubai.",
});
const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const get = (url: string, init: RequestInit = {}) => fetch(base + url, { ...init, signal: AbortSignal.timeout(20_000) });

/** One probe per kind of route; each answers its HTTP status (0 when the server did not answer within 20 s). */
const probes: Record<string, () => Promise<Response>> = {
  "blog API, read before (GET /api/blogs)": () => get("/api/blogs"),
  "blog API, not read before (GET /api/blogs?page=2&limit=3)": () => get("/api/blogs?page=2&limit=3"),
  "blog page, read before the restart (GET /blog)": () => get("/blog"),
  [`blog post page, read before the restart (GET /blog/${readSlug})`]: () => get(`/blog/${readSlug}`),
  "static article, read before the restart (GET /blog3)": () => get("/blog3"),
  [`blog post page, never read (GET /blog/${unreadSlug})`]: () => get(`/blog/${unreadSlug}`),
  "careers, read before the restart (GET /careers)": () => get("/careers"),
  "RSS feed, read before the restart (GET /blog/rss.xml)": () => get("/blog/rss.xml"),
  "sign-in (POST /api/auth/login)": () => get("/api/auth/login", json(staff)),
  "form (POST /api/contact)": () => get("/api/contact", json(contact())),
  "staff list (GET /api/applications)": () => get("/api/applications", { headers: { authorization: `Bearer ${token}` } }),
  "health (GET /api/health)": () => get("/api/health"),
};

interface Sample {
  at: number;
  status: number;
  ms: number;
  retryAfter: string | null;
}

async function sampleAll(at: number, into: Map<string, Sample[]>) {
  await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      const startedAt = performance.now();
      let sample: Sample;
      try {
        const res = await probe();
        await res.arrayBuffer();
        sample = { at, status: res.status, ms: performance.now() - startedAt, retryAfter: res.headers.get("retry-after") };
      } catch {
        sample = { at, status: 0, ms: performance.now() - startedAt, retryAfter: null };
      }
      into.get(name)!.push(sample);
    }),
  );
}

const seconds = (ms: number | undefined) => (ms === undefined ? "never" : (ms / 1000).toFixed(2));
const good = (status: number) => status >= 200 && status < 400;

/** Causes one outage, samples while it lasts, ends it, samples until every probe is good again; prints the table. */
async function measure(kind: OutageKind, redis: ChildProcess) {
  const cause = {
    "pg-pause": async () => signalCluster("SIGSTOP"),
    "redis-pause": async () => void redis.kill("SIGSTOP"),
    "pg-stop": stopCluster,
  }[kind];
  const end = {
    "pg-pause": async () => signalCluster("SIGCONT"),
    "redis-pause": async () => void redis.kill("SIGCONT"),
    "pg-stop": startCluster,
  }[kind];
  const samples = new Map(Object.keys(probes).map((name) => [name, [] as Sample[]]));
  // A round every 200 ms (each waits for its slowest answer) while the outage lasts; a stop goes on meanwhile.
  const startedAt = performance.now();
  let causedAt = 0;
  const causing = cause().then(() => (causedAt = performance.now() - startedAt));
  if (kind !== "pg-stop") await causing;
  while (performance.now() - startedAt < outageSeconds * 1000) {
    await sampleAll(performance.now() - startedAt, samples);
    await sleep(200);
  }
  await causing;
  const endCalledAt = performance.now();
  let endedAt = 0;
  const ending = end().then(() => (endedAt = performance.now() - endCalledAt));
  const after = new Map(Object.keys(probes).map((name) => [name, [] as Sample[]]));
  while (performance.now() - endCalledAt < 30_000) {
    await sampleAll(performance.now() - endCalledAt, after);
    if ([...after.values()].every((list) => good(list.at(-1)!.status))) break;
    await sleep(100);
  }
  await ending;

  const how = {
    "pg-pause": "PostgreSQL paused (SIGSTOP)",
    "redis-pause": "Redis paused (SIGSTOP)",
    "pg-stop": "PostgreSQL stopped (pg_ctl stop -m fast)",
  }[kind];
  console.log(`\n### ${how} for ${outageSeconds} s, the server restarted before it (cold memory, copies on disk)`);
  console.log(`(the outage command returned after ${seconds(causedAt)} s; its end after ${seconds(endedAt)} s)\n`);
  console.log("| route | first 503 (s) | answers meanwhile | slowest answer meanwhile (s) | first good answer after the end (s) |");
  console.log("|---|---|---|---|---|");
  for (const name of Object.keys(probes)) {
    const down = samples.get(name)!;
    const first503 = down.find((sample) => sample.status === 503)?.at;
    const seen = new Map<string, number>();
    for (const { status, retryAfter } of down) {
      const label = status === 503 ? `503 (Retry-After ${retryAfter ?? "none"})` : status === 0 ? "no answer in 20 s" : String(status);
      seen.set(label, (seen.get(label) ?? 0) + 1);
    }
    const answers = [...seen].map(([label, count]) => `${label} ×${count}`).join(", ");
    const slowest = Math.max(...down.map((sample) => sample.ms));
    const recovered = after.get(name)!.find((sample) => good(sample.status))?.at;
    console.log(
      `| ${name} | ${first503 === undefined ? "none" : seconds(first503)} | ${answers} | ${seconds(slowest)} | ${seconds(recovered)} |`,
    );
  }
}

async function main() {
  await admin(`drop database if exists ${databaseName} with (force)`);
  await admin(`create database ${databaseName}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "measure-outage-"));
  const redis = await startRedis();
  let server = startServer(dataDir, redis.url);
  try {
    await waitForServer();
    const database = openDatabase({ kind: "postgres", url: databaseUrl });
    await createAccount(database.db, { ...staff, name: "Outage" }, { N: 2 ** 10, r: 8, p: 1 });
    await database.close();
    // The reads a visitor made before the outage; before each outage a restart: the server's memory holds none of them.
    for (const url of ["/api/blogs", "/blog", `/blog/${readSlug}`, "/blog3", "/careers", "/blog/rss.xml"]) await get(url);
    token = ((await (await probes["sign-in (POST /api/auth/login)"]!()).json()) as { token: string }).token;
    await sleep(500);
    for (const kind of kinds) {
      await stopServer(server);
      server = startServer(dataDir, redis.url);
      await waitForServer();
      await measure(kind, redis.child);
    }
  } finally {
    await stopServer(server);
    redis.child.kill("SIGCONT");
    redis.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    try {
      signalCluster("SIGCONT");
    } catch {
      // not running
    }
    await startCluster().catch(() => {
      // already running
    });
    await admin(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  }
}

await main();
