import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./modules/health/health-routes";

/** Every /api module, registered under the /api prefix. */
export async function api(app: FastifyInstance) {
  await app.register(healthRoutes);
}
