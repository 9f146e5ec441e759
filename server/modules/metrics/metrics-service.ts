import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";
import type { DatabaseHandle } from "#server/db/database";
import type { OutboxSummary } from "#contracts/api/mail-outbox";
import type { RedisFallback } from "#server/plugins/redis-fallback";
import { type RequestLabels, createRequestTally } from "./request-tally";

export interface MetricsServiceDeps {
  database: DatabaseHandle;
  /** The outbox's depth, read at scrape time (the mail-outbox service, which owns the table). */
  outboxDepth: () => Promise<OutboxSummary>;
  /** Bytes of all stored résumés, read at scrape time (the applications service). */
  resumeBytes?: () => Promise<number>;
  /** The Redis client's fallback to memory (null without REDIS_URL). */
  redis?: RedisFallback | null;
  /** Logs a failed scrape-time read (the database being down must not fail the whole scrape). */
  onCollectError(error: unknown): void;
}

/**
 * The instance's Prometheus metrics: requests by route pattern, the mail outbox, the database pool,
 * and prom-client's process and event-loop metrics. One registry per app, so two apps in one process
 * (tests) do not count into each other.
 */
export function createMetricsService({ database, outboxDepth, redis, resumeBytes, onCollectError }: MetricsServiceDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = createRequestTally("http_request_duration_seconds", "Time to answer an HTTP request");
  new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered",
    labelNames: ["method", "route", "status_code"],
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of requests.counts()) this.inc(labels, count);
    },
  });

  // One read of the outbox serves the four gauges of a scrape (prom-client collects them at the same time);
  // the outbox is shared, so every instance reports the same figures.
  let reading: Promise<OutboxSummary | null> | undefined;
  const readOutbox = () =>
    (reading ??= outboxDepth()
      .catch((error: unknown) => {
        onCollectError(error);
        return null;
      })
      .finally(() => (reading = undefined)));
  const outboxGauge = (name: string, help: string, value: (depth: OutboxSummary) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const depth = await readOutbox();
        if (depth) this.set(value(depth));
        else this.reset();
      },
    });
  outboxGauge("mail_outbox_pending", "Mails waiting to be sent", (depth) => depth.pending);
  outboxGauge("mail_outbox_failed", "Mails given up on after every retry", (depth) => depth.failed);
  outboxGauge("mail_outbox_oldest_pending_age_seconds", "Age of the oldest mail waiting to be sent (0 when none waits)", (depth) =>
    depth.oldestPendingAt ? Math.max(0, (Date.now() - Date.parse(depth.oldestPendingAt)) / 1000) : 0,
  );
  new Gauge({
    name: "mail_outbox_read_ok",
    help: "1 when the outbox figures of this scrape could be read from the database",
    registers: [registry],
    async collect() {
      this.set((await readOutbox()) ? 1 : 0);
    },
  });

  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL connection pool: open (total), idle, and requests waiting for a connection",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  if (resumeBytes) {
    new Gauge({
      name: "resume_storage_bytes",
      help: "Bytes of all stored résumés (capped by RESUME_STORAGE_MAX_MB); 0 when the scrape could not read them (logged)",
      registers: [registry],
      async collect() {
        try {
          this.set(await resumeBytes());
        } catch (error) {
          onCollectError(error);
          this.reset();
        }
      },
    });
  }

  if (redis) {
    new Gauge({
      name: "redis_available",
      help: "1 while Redis answers; 0 while form limits and sign-in attempts are counted in this instance's memory",
      registers: [registry],
      collect() {
        this.set(redis.available() ? 1 : 0);
      },
    });
    new Counter({
      name: "redis_fallbacks_total",
      help: "Counts taken in this instance's memory because Redis failed or answered too late, by use",
      labelNames: ["use"],
      registers: [registry],
      collect() {
        this.reset();
        for (const [use, count] of redis.fallbacks()) this.inc({ use }, count);
      },
    });
  }

  return {
    contentType: registry.contentType,
    observeRequest: (labels: RequestLabels, seconds: number) => requests.record(labels, seconds),
    render: async () => (await registry.metrics()) + requests.histogramText(),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
