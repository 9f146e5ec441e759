import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const addressOrRange = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
/** What a proxy in front of the server may be named by: an address, a CIDR range, or one of proxy-addr's named ranges. */
const proxyAddress = z.union([addressOrRange, z.enum(["loopback", "linklocal", "uniquelocal"])]);

/**
 * Which proxies may speak for the client in X-Forwarded-For/-Proto: none (the default), or those at the listed
 * addresses and ranges, so the client is the address the last listed proxy saw. "true" is refused: it believed
 * the whole chain, so any client chose its own address, and with it its rate-limit bucket and the address stored
 * with its consent (issue 12). A hop count is refused too: Fastify 5.12 ignores numbers (they cannot tell a proxy
 * from a client that reached the server directly). docs/decisions/014-public-origin-and-proxy-trust.md.
 */
const trustProxy = z.union(
  [
    z.literal("false").transform(() => false as const),
    z
      .string()
      .transform((value) => value.split(",").map((entry) => entry.trim()))
      .pipe(z.array(proxyAddress)),
  ],
  {
    error:
      "list the proxies in front of the server by address or CIDR range, comma-separated (e.g. 10.0.0.0/8,127.0.0.1, or loopback or uniquelocal); true and hop counts are refused because they let a client choose its own address",
  },
);

/**
 * The environment, parsed once. This is the only module that reads
 * process.env; everything else receives a Config.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, "must be a postgres:// URL or sqlite:<file>")
    .optional(),
  /**
   * Time limits of every database call on a request path (issue 33): a statement (PostgreSQL's statement_timeout; the
   * client drops a connection that has not answered half a second later), waiting for or opening a pool connection,
   * and SQLite's busy wait (which holds the event loop). Together they keep a request on a hung database under 4 s.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1_500),
  DATABASE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Tarang Global Logistics <no-reply@taranglogistics.in>"),
  STAFF_EMAIL: z.email().default("team@taranglogistics.in"),
  /** The desks a visitor's reply reaches (issue 28): quotes, and applications; each STAFF_EMAIL when unset. */
  SALES_EMAIL: z.email().optional(),
  CAREERS_EMAIL: z.email().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** How long a Redis command may take before the instance counts in its own memory instead (issue 33). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  RATE_LIMIT_DISABLED: z.stringbool().default(false),
  BUILD_DIR: z.string().min(1).default("build"),
  APPLICATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  /** Résumé storage (issue 33): the most all stored résumés may take, and what one address may add in a day, in MB. */
  RESUME_STORAGE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1_024),
  RESUME_STORAGE_PER_ADDRESS_DAY_MB: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * Signs the short-lived keys /track hands a customer after a lookup by reference and e-mail (issue 31). Unset, the
   * first instance to need one draws a random secret and keeps it in the database's `settings`, where every other
   * instance reads it: a fleet shares it with nothing to configure, and keys survive a restart.
   */
  TRACK_KEY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** A scraper sending `Authorization: Bearer <METRICS_TOKEN>` may read /metrics from any address. */
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  /** Addresses and CIDR ranges that may read /metrics without the token (default: this machine only). */
  METRICS_ALLOW: z
    .string()
    .default("127.0.0.0/8,::1/128")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union(addressOrRange.options, { error: "list addresses or CIDR ranges, comma-separated" }))),
});

type Env = z.infer<typeof schema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  publicUrl: string;
  /** PUBLIC_URL was left unset: absolute links (canonical, sitemap, e-mails) then point at localhost. */
  publicUrlIsDefault: boolean;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** The request path's database time limits (server/db/database.ts). */
  databaseTimeLimits: DatabaseTimeLimits;
  logLevel: Env["LOG_LEVEL"];
  /** Fastify's trustProxy: false, or the proxies' addresses and ranges. */
  trustProxy: false | string[];
  /**
   * `staffEmail` gets the notifications and answers the newsletter's replies; `salesEmail` the quote requests and
   * their buyers' replies; `careersEmail` the applications and their applicants' replies.
   */
  mail: { smtpUrl?: string; from: string; staffEmail: string; salesEmail: string; careersEmail: string };
  redisUrl?: string;
  redisCommandTimeoutMs: number;
  rateLimitDisabled: boolean;
  applicationRetentionMonths: number;
  /** Caps on stored résumés, in bytes: in all, and added from one address in 24 hours. */
  resumeStorage: { maxBytes: number; perAddressDayBytes: number };
  /** Where `npm run build` put the site (relative paths are from the project root). */
  buildDir: string;
  /** Who may read /metrics: a bearer token, and addresses that need none. */
  metrics: { token?: string; allow: string[] };
  /** The key that signs /track's short-lived access keys (TRACK_KEY_SECRET); null: one kept in the database. */
  trackKeySecret: string | null;
}

/** How long a request may wait on the database; server/db/database.ts applies them where each client is made. */
export interface DatabaseTimeLimits {
  /** One statement; a PostgreSQL connection that does not answer within this and half a second more is dropped. */
  statementMs: number;
  /** Waiting for a pool connection, or opening one (PostgreSQL). */
  acquireMs: number;
  /** SQLite's busy wait for a lock held by another process. */
  busyMs: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty values in .env files mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? "")})`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  ensureWritable(dataDir);
  const url = e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ""),
    publicUrlIsDefault: present.PUBLIC_URL === undefined,
    dataDir,
    database: url?.startsWith("postgres")
      ? { kind: "postgres", url }
      : { kind: "sqlite", file: url ? path.resolve(url.slice("sqlite:".length)) : path.join(dataDir, "site.db") },
    databaseTimeLimits: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      acquireMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
      busyMs: e.DATABASE_BUSY_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      staffEmail: e.STAFF_EMAIL,
      salesEmail: e.SALES_EMAIL ?? e.STAFF_EMAIL,
      careersEmail: e.CAREERS_EMAIL ?? e.STAFF_EMAIL,
    },
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    rateLimitDisabled: e.RATE_LIMIT_DISABLED,
    applicationRetentionMonths: e.APPLICATION_RETENTION_MONTHS,
    resumeStorage: {
      maxBytes: e.RESUME_STORAGE_MAX_MB * 1024 * 1024,
      perAddressDayBytes: e.RESUME_STORAGE_PER_ADDRESS_DAY_MB * 1024 * 1024,
    },
    buildDir: e.BUILD_DIR,
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    trackKeySecret: e.TRACK_KEY_SECRET ?? null,
  };
}

function ensureWritable(dir: string) {
  try {
    // Probe with a real write: permission bits alone do not tell for root or read-only mounts.
    makeFolders(dir);
    const probe = path.join(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch {
    throw new ConfigError(`DATA_DIR: ${dir} is not a writable folder`);
  }
}

/** mkdir -p, one level at a time: Node's recursive mkdir can spin forever on paths under /proc. */
function makeFolders(dir: string) {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) missing.unshift(current);
  for (const folder of missing) mkdirSync(folder);
}
