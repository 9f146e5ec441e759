import type { FastifyInstance } from "fastify";
import type { ApiData, ContactStats, StatsSummary } from "#contracts/staff-api";
import { contactStats, statsSummary } from "./stats-repository";

/** GET /api/stats/summary (the dashboard) and GET /api/contact/stats/summary, as named in spec 7. */
export async function statsRoutes(app: FastifyInstance) {
  app.get("/stats/summary", async (): Promise<ApiData<StatsSummary>> => ({ success: true, data: await statsSummary(app.db) }));
  app.get("/contact/stats/summary", async (): Promise<ApiData<ContactStats>> => ({ success: true, data: await contactStats(app.db) }));
}
