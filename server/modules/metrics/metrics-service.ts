import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { DatabaseHandle } from "#server/db/database";
import { outboxDepth } from "#server/mail/outbox-repository";

export interface MetricsServiceDeps {
  database: DatabaseHandle;
  /** Logs a failed scrape-time read (the database being down must not fail the whole scrape). */
  onCollectError(error: unknown): void;
}

/** Seconds; from a cached page (about a millisecond) to the 30 s request time-out. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** `route` is the route's pattern (/api/contact/:id), never the address asked for, so the label set stays small. */
type RequestLabels = { method: string; route: string; status_code: number };

/**
 * The instance's Prometheus metrics: requests by route pattern, the mail outbox, the database pool,
 * and prom-client's process and event-loop metrics. One registry per app, so two apps in one process
 * (tests) do not count into each other.
 */
export function createMetricsService({ database, onCollectError }: MetricsServiceDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status_code"] as const;
  // Counted in a plain map and handed to prom-client when scraped: prom-client validates and hashes the labels of
  // every inc(), which was about 2 % of the server's time on a cached answer (issue 18).
  const answered = new Map<string, { labels: RequestLabels; count: number }>();
  new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered",
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of answered.values()) this.inc(labels, count);
    },
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request",
    labelNames,
    buckets: durationBuckets,
    registers: [registry],
  });

  // One read of the outbox serves the four gauges of a scrape (prom-client collects them at the same time);
  // the outbox is shared, so every instance reports the same figures.
  let reading: Promise<Awaited<ReturnType<typeof outboxDepth>> | null> | undefined;
  const readOutbox = () =>
    (reading ??= outboxDepth(database.db)
      .catch((error: unknown) => {
        onCollectError(error);
        return null;
      })
      .finally(() => (reading = undefined)));
  const outboxGauge = (name: string, help: string, value: (depth: Awaited<ReturnType<typeof outboxDepth>>) => number) =>
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

  return {
    contentType: registry.contentType,
    observeRequest(labels: RequestLabels, seconds: number) {
      const key = `${labels.method} ${labels.route} ${labels.status_code}`;
      const series = answered.get(key);
      if (series) series.count++;
      else answered.set(key, { labels, count: 1 });
      duration.observe(labels, seconds);
    },
    render: () => registry.metrics(),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
