import type { FastifyInstance } from "fastify";

const startedAt = Date.now();

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (_request, reply) => {
    const dbOk = await app.database.ping();
    reply.header("Cache-Control", "no-store");
    return reply.code(dbOk ? 200 : 503).send({
      status: dbOk ? "ok" : "degraded",
      db: dbOk ? "ok" : "unavailable",
      dialect: app.database.dialect,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
}
