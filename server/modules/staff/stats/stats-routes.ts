import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiData, failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { ContactStatsSchema, StatsSummarySchema } from "#contracts/api/stats";
import { staffSecurity } from "#server/lib/staff-list-routes";
import { createStatsService } from "./stats-service";

const tags = ["statistics (staff)"];

/** GET /api/stats/summary (the dashboard) and GET /api/contact/stats/summary, as named in docs/product/product-spec.md §7. */
export async function statsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const stats = createStatsService({
    applications: app.applications,
    contact: app.contact,
    newsletter: app.newsletter,
    staffPosts: app.staffPosts,
    quotes: app.quoteStaff,
    shipments: app.shipments,
  });

  routes.get(
    "/stats/summary",
    {
      config: { roles: staffAreaRoles.dashboard },
      schema: {
        tags,
        summary:
          "The dashboard's figures, each section only for the roles that may read its records, and the database dialect and uptime /api/health no longer publishes",
        security: staffSecurity,
        response: { 200: apiData(StatsSummarySchema), ...failures(401, 500) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        ...(await stats.summary(request.staff!.user.role)),
        system: { dialect: app.database.dialect, uptimeSeconds: Math.floor(process.uptime()) },
      },
    }),
  );

  routes.get(
    "/contact/stats/summary",
    {
      config: { roles: staffAreaRoles.messages },
      schema: {
        tags,
        summary: "Contact messages by status and by day",
        security: staffSecurity,
        response: { 200: apiData(ContactStatsSchema), ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: await app.contact.stats() }),
  );
}
