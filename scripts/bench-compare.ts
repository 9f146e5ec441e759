/**
 * The site against references, loaded in the same run on this machine with the headers a browser sends
 * (issue 18): `npm run bench:compare`.
 *
 *   prerendered page          the server   vs  nginx serving the same build/client folder (gzip_static)
 *   render-cached blog post   the server   vs  nginx serving a prerendered page of the same build
 *   GET /api/blogs            the server   vs  a bare Fastify hello-world
 *   POST /api/newsletter/subscribe (durable commit, unique addresses): requests/s and p99, no reference
 *
 * Each GET comparison is made with two load generators: autocannon (Node.js, as the issue's first figures were
 * taken) and wrk (C). On two cores the client takes one core and the server the other; autocannon parses
 * responses more slowly than nginx writes them, so against nginx it measures itself, and wrk is the figure that
 * tells what the server costs. The durable POST (a unique body per request) is loaded with autocannon.
 *
 * nginx runs one worker, as the server runs one Node.js process: the comparison is per core. nginx-light and
 * wrk are installed from Debian's packages when missing (needs root). Needs a build (`npm run build`).
 * Env: BENCH_SECONDS (10 per target), BENCH_CONNECTIONS (10), BENCH_PAGE (/about-us).
 * Prints a Markdown table; exits 1 when a ratio misses its target.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Request as LoadRequest } from "autocannon";
import { startSite } from "./site-child";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pagePath = process.env.BENCH_PAGE ?? "/about-us";
const postPath = "/blog/sustainable-logistics-green-solutions";
const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
const ports = { site: 4391, nginx: 4392, hello: 4393 };

/** What Chromium sends for a document and for fetch(). */
const browserHeaders = {
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-IN,en;q=0.9",
  "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};
const documentHeaders = { ...browserHeaders, accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const jsonHeaders = { ...browserHeaders, accept: "application/json" };

interface Figures {
  rps: number;
  p99: number;
  failures: number;
}

async function load(url: string, headers: Record<string, string>, requests?: LoadRequest[]): Promise<Figures> {
  await autocannon({ url, connections, duration: 2, headers, requests }); // warm-up: JIT, caches
  const result = await autocannon({ url, connections, duration: seconds, headers, requests });
  return { rps: result.requests.average, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
}

function runWrk(url: string, headers: Record<string, string>, duration: number): Promise<string> {
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${duration}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}`))));
  });
}

/** wrk prints latencies with their unit (850.00us, 1.20ms, 1.01s). */
function milliseconds(figure: string) {
  const [, value = "0", unit] = /^([\d.]+)(us|ms|s)$/.exec(figure) ?? [];
  return Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
}

async function loadWithWrk(url: string, headers: Record<string, string>): Promise<Figures> {
  await runWrk(url, headers, 2); // warm-up: JIT, caches
  const output = await runWrk(url, headers, seconds);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${output}`);
  const errors = [...output.matchAll(/(?:Non-2xx or 3xx responses|connect|read|write|timeout)\s*:?\s+(\d+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  return { rps, p99: Math.round(milliseconds(/\s99%\s+(\S+)/.exec(output)?.[1] ?? "0") * 10) / 10, failures: errors };
}

const clients = { autocannon: load, wrk: loadWithWrk } as const;

function ensureWrk() {
  if (spawnSync("sh", ["-c", "command -v wrk"]).status === 0) return;
  console.log("wrk not found: installing Debian's wrk…");
  if (spawnSync("apt-get", ["install", "-y", "wrk"], { stdio: "inherit" }).status !== 0)
    throw new Error("could not install wrk (run as root, or install wrk)");
}

function ensureNginx(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim().split("\n")[0];
  if (found) return found;
  console.log("nginx not found: installing Debian's nginx-light…");
  const installed = spawnSync("apt-get", ["install", "-y", "nginx-light"], { stdio: "inherit" });
  if (installed.status !== 0) throw new Error("could not install nginx-light (run as root, or install nginx)");
  return "/usr/sbin/nginx";
}

function startNginx(binary: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${dir}/${name};`).join(" ");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; tcp_nodelay on; keepalive_requests 100000;
  gzip_static on; etag on; ${temp}
  server {
    listen 127.0.0.1:${ports.nginx};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  return {
    base: `http://127.0.0.1:${ports.nginx}`,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify answering {"hello":"world"}: the ceiling of a JSON endpoint in this stack on this machine. */
function startHello() {
  const source = `const app = require("fastify")(); app.get("/", async () => ({ hello: "world" })); app.listen({ port: ${ports.hello}, host: "127.0.0.1" });`;
  const child = spawn(process.execPath, ["-e", source], { stdio: "inherit" });
  return { base: `http://127.0.0.1:${ports.hello}`, stop: () => child.kill("SIGTERM") };
}

async function until(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 120; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen in 30 s`);
}

/** The server compresses its pages once, in the background after start; a page measured before then is not the figure. */
const precompressed = (url: string) => async () => {
  const response = await fetch(url, { headers: documentHeaders });
  await response.arrayBuffer();
  return response.ok && /-br"$/.test(response.headers.get("etag") ?? "");
};

if (!existsSync(path.join(clientDir, "index.html"))) throw new Error(`no build in ${clientDir}: run npm run build first`);
const nginxBinary = ensureNginx();
ensureWrk();
const site = await startSite(ports.site);
const nginx = startNginx(nginxBinary);
const hello = startHello();
let missed = false;
try {
  await until("nginx answering", async () => (await fetch(nginx.base + pagePath, { headers: documentHeaders })).ok);
  await until("the hello-world answering", async () => (await fetch(hello.base)).ok);
  await until(`${pagePath} precompressed`, precompressed(site.base + pagePath));
  await until(`${postPath} render-cached`, precompressed(site.base + postPath));

  let subscriber = 0;
  const subscribe: LoadRequest[] = [
    {
      method: "POST",
      path: "/api/newsletter/subscribe",
      headers: { ...jsonHeaders, "content-type": "application/json" },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ email: `bench-${Date.now()}-${subscriber++}@example.com`, source: "footer" }),
      }),
    },
  ];
  const rows: { name: string; client: string; ours: Figures; reference?: { name: string; figures: Figures; target: number } }[] = [];
  for (const [client, loadWith] of Object.entries(clients)) {
    const nginxPage = await loadWith(nginx.base + pagePath, documentHeaders);
    rows.push({
      name: `prerendered page ${pagePath}`,
      client,
      ours: await loadWith(site.base + pagePath, documentHeaders),
      reference: { name: "nginx", figures: nginxPage, target: 0.9 },
    });
    rows.push({
      name: `render-cached blog post`,
      client,
      ours: await loadWith(site.base + postPath, documentHeaders),
      reference: { name: "nginx", figures: nginxPage, target: 0.5 },
    });
    const helloFigures = await loadWith(hello.base, jsonHeaders);
    for (const limit of [3, 50]) {
      rows.push({
        name: `GET /api/blogs?page=1&limit=${limit}`,
        client,
        ours: await loadWith(`${site.base}/api/blogs?page=1&limit=${limit}`, jsonHeaders),
        reference: { name: "hello-world", figures: helloFigures, target: 0.5 },
      });
    }
  }
  rows.push({
    name: "POST /api/newsletter/subscribe (durable)",
    client: "autocannon",
    ours: await load(site.base, jsonHeaders, subscribe),
  });

  const format = (figures: Figures) => `${Math.round(figures.rps).toLocaleString("en-US")} req/s, p99 ${figures.p99} ms`;
  console.log(`\n${connections} connections, ${seconds} s per target, Accept-Encoding: ${browserHeaders["accept-encoding"]}\n`);
  console.log("| target | client | this server | reference | ratio | target ratio |\n|---|---|---|---|---|---|");
  for (const { name, client, ours, reference } of rows) {
    const ratio = reference ? ours.rps / reference.figures.rps : undefined;
    const met = ratio === undefined || ratio >= reference!.target;
    missed ||= !met || ours.failures > 0 || (reference?.figures.failures ?? 0) > 0;
    console.log(
      `| ${name} | ${client} | ${format(ours)}${ours.failures ? ` (${ours.failures} failed)` : ""} | ${reference ? `${reference.name}: ${format(reference.figures)}` : "–"} | ${ratio === undefined ? "–" : `${ratio.toFixed(2)}×`} | ${reference ? `≥ ${reference.target}× ${met ? "met" : "MISSED"}` : "–"} |`,
    );
  }
} finally {
  await site.stop();
  nginx.stop();
  hello.stop();
}
process.exit(missed ? 1 : 0);
