/**
 * What the site answers while its PostgreSQL is stopped, and how soon it recovers (issue 12, decision 015).
 *
 *   node --import tsx scripts/measure-outage.ts
 *
 * Needs the build (npm run build) and a PostgreSQL cluster of its OWN that it may stop and start (never a
 * shared one), e.g. as root:
 *   mkdir /tmp/pg-outage && chown postgres /tmp/pg-outage
 *   su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /tmp/pg-outage -U postgres --auth=trust"
 *   su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/pg-outage -o '-p 5440 -k /tmp' -l /tmp/pg-outage/server.log start"
 * Env: OUTAGE_PGDATA (/tmp/pg-outage), OUTAGE_PGPORT (5440), OUTAGE_PG_BIN (/usr/lib/postgresql/15/bin),
 * OUTAGE_SECONDS (15: longer than the blog cache's 10 s, so its copies are stale), OUTAGE_HTTP_PORT (4250).
 *
 * It starts the real server (server/main.ts) on a fresh database of that cluster, reads the blog once,
 * stops the cluster (pg_ctl stop -m fast), polls every kind of route every 200 ms, starts the cluster
 * again, and reports per route: seconds to the first 503, what it answered meanwhile, and seconds from
 * the cluster accepting connections to its first good answer.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
if (pgPort === 5432) throw new Error("refusing to stop the cluster on 5432: give this script a cluster of its own (OUTAGE_PGPORT)");

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

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "server/main.ts")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(httpPort),
      HOST: "127.0.0.1",
      RATE_LIMIT_DISABLED: "true",
      // The mail worker logs every failed poll with its stack while the database is away; OUTAGE_LOG_LEVEL=warn shows it all.
      LOG_LEVEL: process.env.OUTAGE_LOG_LEVEL ?? "fatal",
      SMTP_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
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
const contact = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.in",
  subject: "Rates to Dubai",
  message: "Please send your rates for a 20 ft container to Dubai.",
};

/** One probe per kind of route; each answers its HTTP status (0 when the server did not answer at all). */
const probes: Record<string, () => Promise<Response>> = {
  "blog API, read before (GET /api/blogs)": () => fetch(`${base}/api/blogs`),
  "blog API, not read before (GET /api/blogs?page=2&limit=3)": () => fetch(`${base}/api/blogs?page=2&limit=3`),
  "blog page, read before (GET /blog)": () => fetch(`${base}/blog`),
  [`blog post page, read before (GET /blog/${readSlug})`]: () => fetch(`${base}/blog/${readSlug}`),
  [`blog post page, not read before (GET /blog/${unreadSlug})`]: () => fetch(`${base}/blog/${unreadSlug}`),
  "RSS feed, read before (GET /blog/rss.xml)": () => fetch(`${base}/blog/rss.xml`),
  "sign-in (POST /api/auth/login)": () =>
    fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(staff) }),
  "form (POST /api/contact)": () =>
    fetch(`${base}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(contact) }),
  "staff list (GET /api/applications)": () => fetch(`${base}/api/applications`, { headers: { authorization: `Bearer ${token}` } }),
  "health (GET /api/health)": () => fetch(`${base}/api/health`),
};

interface Sample {
  at: number;
  status: number;
  retryAfter: string | null;
}

/** The heading and alert a visitor reads on the first 503 page seen. */
let unavailablePage: string | undefined;

async function sampleAll(at: number, into: Map<string, Sample[]>) {
  await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      let sample: Sample;
      try {
        const res = await probe();
        const body = await res.text();
        if (res.status === 503 && !unavailablePage && res.headers.get("content-type")?.startsWith("text/html"))
          unavailablePage = [...body.matchAll(/<(h1|[^>]+role="alert")[^>]*>(.*?)<\/(?:h1|span|p|div)>/g)]
            .map((match) => match[2]!.replace(/<[^>]+>/g, ""))
            .join(" / ");
        sample = { at, status: res.status, retryAfter: res.headers.get("retry-after") };
      } catch {
        sample = { at, status: 0, retryAfter: null };
      }
      into.get(name)!.push(sample);
    }),
  );
}

const seconds = (ms: number | undefined) => (ms === undefined ? "never" : (ms / 1000).toFixed(2));
const good = (status: number) => status >= 200 && status < 400;

async function main() {
  await admin(`drop database if exists ${databaseName} with (force)`);
  await admin(`create database ${databaseName}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "measure-outage-"));
  const server = startServer(dataDir);
  try {
    await waitForServer();
    const database = openDatabase({ kind: "postgres", url: databaseUrl });
    await createAccount(database.db, { ...staff, name: "Outage" }, { N: 2 ** 10, r: 8, p: 1 });
    await database.close();
    token = ((await (await probes["sign-in (POST /api/auth/login)"]!()).json()) as { token: string }).token;
    // The reads a visitor made before the outage.
    for (const url of ["/api/blogs", "/blog", `/blog/${readSlug}`, "/blog/rss.xml"]) await fetch(base + url);

    // Sampling goes on while pg_ctl stops and starts the cluster; times are from the moment each command was given.
    const samples = new Map(Object.keys(probes).map((name) => [name, [] as Sample[]]));
    const stoppedAt = performance.now();
    let stopReturnedAt = 0;
    const stopping = stopCluster().then(() => (stopReturnedAt = performance.now()));
    while (performance.now() - stoppedAt < outageSeconds * 1000) {
      await sampleAll(performance.now() - stoppedAt, samples);
      await sleep(200);
    }
    await stopping;
    const downSamples = new Map([...samples].map(([name, list]) => [name, [...list]]));
    const startCalledAt = performance.now();
    let acceptingAt = 0;
    const starting = startCluster().then(() => (acceptingAt = performance.now()));
    const after = new Map(Object.keys(probes).map((name) => [name, [] as Sample[]]));
    while (performance.now() - startCalledAt < 30_000) {
      await sampleAll(performance.now() - startCalledAt, after);
      if ([...after.values()].every((list) => good(list.at(-1)!.status))) break;
      await sleep(100);
    }
    await starting;

    console.log(
      `\nPostgreSQL stopped for ${outageSeconds} s (pg_ctl stop -m fast returned after ${seconds(stopReturnedAt - stoppedAt)} s);`,
    );
    console.log(`pg_ctl start -w returned after ${seconds(acceptingAt - startCalledAt)} s (the cluster accepts connections).\n`);
    console.log("| route | first 503 after pg_ctl stop (s) | answers while stopped | first good answer after pg_ctl start (s) |");
    console.log("|---|---|---|---|");
    for (const name of Object.keys(probes)) {
      const down = downSamples.get(name)!;
      const first503 = down.find((sample) => sample.status === 503)?.at;
      const seen = new Map<string, number>();
      for (const { status, retryAfter } of down) {
        const label = status === 503 ? `503 (Retry-After ${retryAfter ?? "none"})` : String(status);
        seen.set(label, (seen.get(label) ?? 0) + 1);
      }
      const answers = [...seen].map(([label, count]) => `${label} ×${count}`).join(", ");
      const recovered = after.get(name)!.find((sample) => good(sample.status))?.at;
      console.log(`| ${name} | ${first503 === undefined ? "none" : seconds(first503)} | ${answers} | ${seconds(recovered)} |`);
    }
    console.log(`\nA page that could not be read shows: ${unavailablePage ?? "(no 503 page seen)"}`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await startCluster().catch(() => {
      // already running
    });
    await admin(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  }
}

await main();
