/**
 * Throughput of the blog (issue 5 targets on this 2-core machine):
 *   GET /api/blogs?page=1&limit=3  ≥ 3,000 requests/s with p99 ≤ 20 ms (SQLite)
 *   GET /blog/{slug} (server-rendered) ≥ 300 requests/s
 *
 * Usage: npm run bench:blog                      # starts its own server on a fresh SQLite database (needs a build)
 *        npm run bench:blog -- http://host:port  # measures a running server instead
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 * Prints the figures and whether each target is met; exits 1 when one is missed.
 */
import { createRequire } from "node:module";
import { startSite, waitForHealth } from "./site-child";

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const slug = "sustainable-logistics-green-solutions";
/** Every browser asks for compressed answers; a figure taken without this header is not what readers get. */
const browserHeaders = { "accept-encoding": "gzip, deflate, br" };

const targets = [
  { name: "API  GET /api/blogs?page=1&limit=3", path: "/api/blogs?page=1&limit=3", minRps: 3000, maxP99: 20 },
  { name: `Page GET /blog/${slug}`, path: `/blog/${slug}`, minRps: 300, maxP99: undefined },
];

const given = process.argv[2];
const server = given ? { base: given.replace(/\/$/, ""), stop: () => {} } : await startSite(Number(process.env.BENCH_PORT ?? 4390));
let missed = false;
try {
  if (given) await waitForHealth(server.base);
  console.log(`blog benchmark: ${server.base}, ${connections} connections, ${seconds} s per target\n`);
  for (const target of targets) {
    const url = server.base + target.path;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${target.path} answered ${check.status}`);
    await autocannon({ url, connections, duration: 2, headers: browserHeaders }); // warm-up: JIT, caches
    const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders });
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const ok = rps >= target.minRps && (target.maxP99 === undefined || p99 <= target.maxP99) && result.errors === 0 && result.non2xx === 0;
    missed ||= !ok;
    console.log(
      [
        target.name.padEnd(62),
        `${Math.round(rps).toLocaleString("en-US").padStart(7)} req/s`,
        `p50 ${result.latency.p50} ms`,
        `p99 ${p99} ms`,
        `errors ${result.errors + result.non2xx}`,
        ok ? "MET" : `MISSED (target ≥ ${target.minRps} req/s${target.maxP99 ? `, p99 ≤ ${target.maxP99} ms` : ""})`,
      ].join("  "),
    );
  }
} finally {
  await server.stop();
}
process.exit(missed ? 1 : 0);
