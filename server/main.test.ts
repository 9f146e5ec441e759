import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { rawHttp } from "./test/raw-http";
import { placeholderOrigin } from "./web/placeholder-origin";

const dataDir = mkdtempSync(path.join(tmpdir(), "main-test-"));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    // Loading the server's modules alone took 11-15 s with the machine's load average at 15.
    timeout: 40_000,
    // Not SIGTERM: the server would shut down gracefully and exit 0, hiding that it was stopped.
    killSignal: "SIGKILL",
  });
}

describe("start-up with a bad environment", { timeout: 45_000 }, () => {
  it.each([
    [{ PORT: "eighty" }, /^Cannot start: PORT: /],
    [{ DATA_DIR: "/proc/no-such-place" }, /^Cannot start: DATA_DIR: /],
    [
      { DATABASE_URL: "postgres://nobody@127.0.0.1:1/nothing" },
      /^Cannot start: DATABASE_URL: cannot reach the database \(PostgreSQL at 127\.0\.0\.1:1\/nothing\)$/,
    ],
    [
      { BUILD_DIR: path.join(dataDir, "no-build") },
      new RegExp(`^Cannot start: no build in ${path.join(dataDir, "no-build")}; run npm run build$`),
    ],
  ])("%o stops with one clear line", (env, message) => {
    expectOneLine(start(env), message);
  });

  // Issue 12: anything main.ts did not foresee (a build that throws, a plugin timeout) ended in a raw stack.
  it("stops with one line when the build cannot be loaded", () => {
    const buildDir = fakeBuild();
    writeFileSync(path.join(buildDir, "server", "index.js"), 'throw new Error("the server bundle is cut short");\n');
    expectOneLine(
      start({ BUILD_DIR: buildDir }),
      new RegExp(`^Cannot start: the build in ${buildDir} cannot be loaded: the server bundle is cut short$`),
    );
  });

  it("stops with one line when the port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      // The listening socket refuses the second listen whether or not this process's event loop runs.
      expectOneLine(
        start({ BUILD_DIR: fakeBuild(), HOST: "127.0.0.1", PORT: String(port) }),
        new RegExp(`^Cannot start: PORT: ${port} is already in use$`),
      );
    } finally {
      taken.close();
    }
  });
});

function expectOneLine(result: { status: number | null; stderr: string }, message: RegExp) {
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
}

/**
 * The least build the server starts from, made with the placeholder origin as `npm run build` makes it:
 * a prerendered home page with the origin in a link and in an inline script, a client module holding it,
 * and a server build whose one server-rendered page (/blog) prints it.
 */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "main-test-build-"));
  mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
  mkdirSync(path.join(dir, "server"));
  const filler = "<p>Freight forwarding, customs clearance and warehousing across India.</p>".repeat(40);
  writeFileSync(
    path.join(dir, "client", "index.html"),
    `<!DOCTYPE html><html><head><link rel="canonical" href="${placeholderOrigin}/"><script>window.origin_ = "${placeholderOrigin}";</script></head><body>${filler}</body></html>`,
  );
  writeFileSync(path.join(dir, "client", "assets", "meta-test.js"), `export const origin = "${placeholderOrigin}";`);
  writeFileSync(
    path.join(dir, "server", "index.js"),
    `const page = (request, status, headers) => {
  headers.set("Content-Type", "text/html; charset=utf-8");
  const canonical = ${JSON.stringify(placeholderOrigin)} + new URL(request.url).pathname;
  const seen = '<meta name="request-url" content="' + request.url + '">';
  return new Response('<!DOCTYPE html><link rel="canonical" href="' + canonical + '">' + seen, { status, headers });
};
export const entry = { module: { default: page } };
export const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  blog: { id: "blog", parentId: "root", path: "blog", module: { default: () => null } },
};
export const assets = { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" };
export const publicPath = "/";
export const assetsBuildDirectory = "client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`,
  );
  return dir;
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  /** What it has printed so far, stdout and stderr. */
  output: () => string;
}

const running: Running[] = [];
afterEach(() => {
  for (const { child } of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

async function serve(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "main-test-")),
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { child, port, exited, output: () => output };
  running.push(server);
  await expect
    .poll(
      () =>
        get(port, "/api/health").then(
          (res) => res.status,
          () => output,
        ),
      { timeout: 20_000, interval: 200 },
    )
    .toBe(200);
  return server;
}

function get(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("a build serves the PUBLIC_URL the server starts with", () => {
  it("puts it in prerendered pages (with their CSP hashes and compressed copies), server-rendered pages and client modules", async () => {
    const { port, output } = await serve({ BUILD_DIR: fakeBuild(), PUBLIC_URL: "https://www.example.test" });
    expect(output()).not.toContain("PUBLIC_URL");
    const brotli = await get(port, "/", { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const home = brotliDecompressSync(brotli.body).toString();
    expect(home).toContain('<link rel="canonical" href="https://www.example.test/">');
    expect(home).not.toContain(placeholderOrigin);
    const script = 'window.origin_ = "https://www.example.test";';
    expect(brotli.headers["content-security-policy"]).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    const gzipped = await get(port, "/", { "accept-encoding": "gzip" });
    expect(gunzipSync(gzipped.body).toString()).toBe(home);
    expect((await get(port, "/")).body.toString()).toBe(home);

    const blog = await get(port, "/blog");
    expect(blog.status).toBe(200);
    expect(blog.body.toString()).toContain('<link rel="canonical" href="https://www.example.test/blog">');

    const module = await get(port, "/assets/meta-test.js");
    expect(module.body.toString()).toBe('export const origin = "https://www.example.test";');
    expect(module.headers["content-type"]).toMatch(/javascript/);
    expect(module.headers["cache-control"]).toContain("immutable");
  }, 40_000);

  // Issue 17: left at its default, 58 absolute links pointed at localhost with nothing said.
  it("warns in one log line when PUBLIC_URL is left unset", async () => {
    const { output } = await serve({ BUILD_DIR: fakeBuild() });
    await expect.poll(output).toContain("PUBLIC_URL is not set");
    const warning = output()
      .split("\n")
      .find((line) => line.includes("PUBLIC_URL"));
    expect(JSON.parse(warning!)).toMatchObject({
      level: 40,
      msg: "PUBLIC_URL is not set: canonical links, the sitemap and e-mails point at http://localhost:3000; set it to the site's address",
    });
  }, 40_000);
});

describe("the address of a server-rendered page", () => {
  // Issue 12: the page bridge built its URL from Host (or X-Forwarded-Host) with new URL(), so a malformed or
  // missing one answered 500, and "//evil.example/" rendered the home page as if it were that host's.
  it("comes from PUBLIC_URL whatever Host and X-Forwarded-* say; unusable ones get 400, doubled slashes a redirect", async () => {
    const { port } = await serve({ BUILD_DIR: fakeBuild(), PUBLIC_URL: "https://www.example.test", TRUST_PROXY: "127.0.0.1" });
    const seen = '<meta name="request-url" content="https://www.example.test/blog?q=1">';
    for (const request of [
      "GET /blog?q=1 HTTP/1.0\r\n\r\n",
      "GET /blog?q=1 HTTP/1.1\r\nHost: evil.example\r\n\r\n",
      "GET /blog?q=1 HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: a b\r\nX-Forwarded-Proto: java script\r\n\r\n",
      "GET /blog?q=1 HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: http\r\n\r\n",
    ]) {
      const res = await rawHttp(port, request);
      expect(res.status, request).toBe(200);
      expect(res.body, request).toContain(seen);
    }
    for (const request of [
      "GET /blog HTTP/1.1\r\nHost: a b\r\n\r\n",
      "GET /blog HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n",
      "GET http://evil.example/blog HTTP/1.1\r\nHost: evil.example\r\n\r\n",
    ]) {
      const res = await rawHttp(port, request);
      expect(res.status, request).toBe(400);
      expect(JSON.parse(res.body), request).toEqual({ success: false, message: "The address is not valid." });
    }
    for (const [target, location] of [
      ["//evil.example/", "/evil.example/"],
      ["/\\evil.example/?q=1", "/evil.example/?q=1"],
      ["//blog", "/blog"],
    ]) {
      const res = await rawHttp(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe(location);
    }
  }, 40_000);
});

describe("shutdown", () => {
  it("exits within its deadline after SIGTERM even while a request hangs", async () => {
    const server = await serve({ BUILD_DIR: fakeBuild(), LOG_LEVEL: "silent" });
    // A request whose body never comes: the server would wait for it until its 30-second request timeout.
    const socket = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const tookMs = Date.now() - signalled;
    socket.destroy();
    // The deadline is 10 s; the hanging request keeps the server until then, and the forced exit reports failure.
    expect(tookMs).toBeGreaterThan(9_000);
    expect(tookMs).toBeLessThan(13_000);
    expect(code).toBe(1);
  }, 45_000);

  it("exits at once with success when nothing is in flight", async () => {
    const server = await serve({ BUILD_DIR: fakeBuild(), LOG_LEVEL: "silent" });
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
  }, 40_000);
});
