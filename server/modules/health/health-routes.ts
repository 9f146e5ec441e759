import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HealthSchema, LivenessSchema, ReadinessSchema } from "#contracts/api/health";

/** How long a load balancer should wait before asking a not-ready instance again. */
export const NOT_READY_RETRY_AFTER_S = 5;

/**
 * The three probes (docs/deploy.md). Nothing about the deployment is published.
 * - GET /api/health: 200 when the database answers, 503 when it does not (the original contract).
 * - GET /api/health/live: liveness; never touches the database, so a database outage does not get every instance restarted.
 * - GET /api/health/ready: readiness; 503 with Retry-After while the database does not answer, so the balancer sends traffic elsewhere.
 */
export async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/health",
    { schema: { summary: "Is the site up?", tags: ["health"], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const dbOk = await app.database.ping();
      reply.header("Cache-Control", "no-store");
      return reply.code(dbOk ? 200 : 503).send({ status: dbOk ? "ok" : "degraded", db: dbOk ? "ok" : "unavailable" });
    },
  );
  routes.get(
    "/health/live",
    { schema: { summary: "Is this process alive? (does not ask the database)", tags: ["health"], response: { 200: LivenessSchema } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return reply.send({ status: "ok" });
    },
  );
  routes.get(
    "/health/ready",
    {
      schema: {
        summary: "Should this instance get traffic? (its database answers)",
        tags: ["health"],
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const dbOk = await app.database.ping();
      reply.header("Cache-Control", "no-store");
      if (!dbOk) reply.header("Retry-After", String(NOT_READY_RETRY_AFTER_S));
      return reply.code(dbOk ? 200 : 503).send({ status: dbOk ? "ready" : "not-ready", db: dbOk ? "ok" : "unavailable" });
    },
  );
}
