import fp from "fastify-plugin";
import { createMetricsService, type MetricsService } from "./metrics-service";

declare module "fastify" {
  interface FastifyInstance {
    metrics: MetricsService;
  }
}

/** Label for a request no route matched (404s, probes for random paths): one series, not one per address. */
const UNMATCHED = "unmatched";

/** The metrics service, once per app, and the hook that times every answered request. */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createMetricsService({
      database: app.database,
      redis: app.redisFallback,
      // Registered after this plugin; read at scrape time only.
      outboxDepth: () => app.mailOutbox.summary(),
      resumeBytes: () => app.applications.storedResumeBytes(),
      onCollectError: (error) =>
        app.logThrottled(app.log, "warn", "metrics-read", { err: error }, "metrics: could not read the database (outbox, résumé storage)"),
    });
    app.decorate("metrics", metrics);
    app.addHook("onResponse", (request, reply, done) => {
      metrics.observeRequest(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: "metrics", dependencies: ["redis"] },
);
