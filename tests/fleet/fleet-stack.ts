import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { renderNginxConfig } from "./nginx-config";
import { compiledServerArgs } from "../../scripts/compiled-server";

/** Everything the fleet test starts, stopped in reverse order at the end whatever happened. */
export class FleetStack {
  private readonly stops: (() => Promise<void>)[] = [];
  private readonly children = new Set<ChildProcess>();

  constructor(readonly dir: string) {
    // A crash of the test itself still takes its children down (SIGTERM: nginx's master then stops its workers).
    process.once("exit", () => {
      for (const child of this.children) child.kill("SIGTERM");
    });
  }

  onStop(stop: () => Promise<void>) {
    this.stops.push(stop);
  }

  async stopAll() {
    for (const stop of this.stops.reverse())
      await stop().catch((error: unknown) => console.error(`fleet: clean-up step failed: ${String(error)}`));
  }

  /** Starts a program with its output in `<dir>/<name>.log`; it is stopped (SIGTERM, then SIGKILL) at the end. */
  spawn(
    name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv = process.env,
    options: Pick<SpawnOptions, "uid" | "gid" | "detached"> = {},
  ) {
    const logFile = path.join(this.dir, `${name}.log`);
    const log = openSync(logFile, "a");
    const child = spawn(command, args, { env, stdio: ["ignore", log, log], ...options });
    closeSync(log);
    this.children.add(child);
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.once("exit", () => this.children.delete(child));
    this.onStop(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      if (await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)])) return;
      child.kill("SIGKILL");
      await exited;
    });
    return { child, logFile, exited, log: () => readFileSync(logFile, "utf8") };
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

/** A database of its own on the test's PostgreSQL cluster (startPostgres), dropped at the end. */
export async function freshDatabase(stack: FleetStack, adminUrl: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `fleet_${randomBytes(5).toString("hex")}`;
  await admin(`create database ${name}`);
  stack.onStop(async () => void (await admin(`drop database if exists ${name} with (force)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const query = async <R extends pg.QueryResultRow>(statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      return (await client.query<R>(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  return { name, url: url.href, query };
}

/** Our own Redis on a free port, so the test may pause and stop it without touching anyone else's. */
export async function startRedis(stack: FleetStack) {
  const port = await freePort();
  const redis = stack.spawn("redis", "redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  await waitFor("Redis", async () => (/Ready to accept connections/.test(redis.log()) ? true : undefined), 10_000);
  // A paused Redis must not outlive the test: SIGCONT before the SIGTERM of the clean-up (registered later, runs first).
  stack.onStop(async () => void redis.child.kill("SIGCONT"));
  return {
    url: `redis://127.0.0.1:${port}`,
    /** SIGSTOP: the connections stay open and nothing answers, as a hung Redis (issue 33). */
    pause: () => void redis.child.kill("SIGSTOP"),
    resume: () => void redis.child.kill("SIGCONT"),
    async stop() {
      redis.child.kill("SIGCONT");
      redis.child.kill("SIGTERM");
      await redis.exited;
    },
  };
}

/** The processes whose parent is `parent`, from /proc (Linux). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The newest PostgreSQL installed from Debian's packages (its initdb and postgres). */
function postgresBin() {
  const root = "/usr/lib/postgresql";
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error(`no PostgreSQL under ${root}`);
  return path.join(root, version, "bin");
}

/**
 * A PostgreSQL cluster of the test's own (initdb in its folder, a free port), so the test may pause it: the
 * machine's shared cluster on 5432 is never touched. Run as the postgres user when the test runs as root (the
 * server refuses root). pause() stops the postmaster and every process it started with SIGSTOP (connections stay
 * open, nothing answers; each backend is a session of its own, so they are found by their parent, not their group),
 * resume() continues them.
 */
export async function startPostgres(stack: FleetStack) {
  const bin = postgresBin();
  const dataDir = path.join(stack.dir, "pg");
  mkdirSync(dataDir, { mode: 0o700 });
  const owner =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync("id", ["-u", "postgres"]).toString()), gid: Number(execFileSync("id", ["-g", "postgres"]).toString()) }
      : {};
  chmodSync(stack.dir, 0o755);
  if (owner.uid !== undefined) chownSync(dataDir, owner.uid, owner.gid!);
  execFileSync(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"], {
    ...owner,
    stdio: "ignore",
  });
  const port = await freePort();
  const server = stack.spawn(
    "postgres",
    path.join(bin, "postgres"),
    ["-D", dataDir, "-p", String(port), "-k", dataDir, "-c", "listen_addresses=127.0.0.1"],
    process.env,
    { ...owner, detached: true },
  );
  const postmaster = server.child.pid!;
  const signal = (name: NodeJS.Signals) => {
    // The postmaster first: stopped, it starts no new backend while the others are being stopped.
    for (const pid of [postmaster, ...childrenOf(postmaster)]) {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    }
  };
  // Never left paused: not by the clean-up (this runs before the SIGTERM registered above), not by a crash of the test.
  stack.onStop(async () => signal("SIGCONT"));
  process.once("exit", () => signal("SIGCONT"));
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(
    "PostgreSQL",
    async () => {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
      await client.connect();
      await client.end();
      return true;
    },
    30_000,
  );
  return { adminUrl, pause: () => signal("SIGSTOP"), resume: () => signal("SIGCONT") };
}

export interface CapturedMail {
  messageId: string;
  subject: string;
}

/** An SMTP server that keeps what it is sent (without TLS or sign-in, on this machine only). */
export async function startSmtpSink(stack: FleetStack) {
  const received: CapturedMail[] = [];
  /** While held, messages are read but not answered (a mail server that stalls): the workers keep their claims open. */
  let held: (() => void)[] | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
        received.push({
          messageId: /^Message-ID:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? "",
          subject: /^Subject:\s*(.+)$/im.exec(head)?.[1] ?? "",
        });
        if (held) held.push(() => callback());
        else callback();
      });
    },
  });
  // A client that hangs up mid-session (an instance killed on purpose) is not the sink's failure.
  server.on("error", () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  stack.onStop(() => new Promise((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold: () => void (held ??= []),
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const answer of waiting) answer();
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  logFile: string;
  log(): string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** The built server (compiled, as `npm start` runs it) with the fleet's settings. */
export function startInstance(stack: FleetStack, name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = path.join(stack.dir, `${name}-data`);
  mkdirSync(dataDir, { recursive: true });
  const started = stack.spawn(name, process.execPath, compiledServerArgs(), {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ...env,
  });
  return { name, port, ...started };
}

/** nginx from the system, run by the test (not as a service) with deploy/nginx.conf rendered into a prefix folder. */
export async function startNginx(stack: FleetStack, deployConfig: string, upstreams: number[]) {
  const prefix = path.join(stack.dir, "nginx");
  for (const folder of ["tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi"])
    mkdirSync(path.join(prefix, folder), { recursive: true });
  // Workers run as nobody when the test runs as root: they must be able to enter the prefix and write their buffers.
  chmodSync(stack.dir, 0o755);
  for (const folder of ["", "tmp", "tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi"])
    chmodSync(path.join(prefix, folder), 0o777);
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
      "-keyout",
      path.join(prefix, "key.pem"),
      "-out",
      path.join(prefix, "cert.pem"),
    ]),
    { stdio: "ignore" },
  );
  const ports = { upstreams, https: await freePort(), http: await freePort() };
  const configFile = path.join(prefix, "nginx.conf");
  writeFileSync(configFile, renderNginxConfig(deployConfig, prefix, ports));
  const binary = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  execFileSync(binary, ["-t", "-q", "-p", prefix, "-e", path.join(prefix, "error.log"), "-c", configFile], { stdio: "inherit" });
  const nginx = stack.spawn("nginx", binary, ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", configFile]);
  return { ports, configFile, errorLog: path.join(prefix, "error.log"), process: nginx };
}
