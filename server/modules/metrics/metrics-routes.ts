import type { FastifyInstance } from "fastify";
import { HttpError } from "#server/errors";
import { createMetricsAccess } from "./metrics-access";

/**
 * GET /metrics in Prometheus' text format, for the allowed addresses (METRICS_ALLOW, default this
 * machine) or a scraper with METRICS_TOKEN. Outside /api: it is for the operators' scraper, not a
 * contract with the site's visitors (docs/deploy.md).
 */
export async function metricsRoutes(app: FastifyInstance) {
  const mayRead = createMetricsAccess(app.config.metrics);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead({ ip: request.ip, socketAddress: request.socket.remoteAddress, authorization: request.headers.authorization })) {
      throw new HttpError(403, "Metrics are readable from allowed addresses or with the metrics token.");
    }
    reply.header("Cache-Control", "no-store").type(app.metrics.contentType);
    return app.metrics.render();
  });
}
