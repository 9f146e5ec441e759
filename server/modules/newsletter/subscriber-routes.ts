import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import { apiData, failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import {
  SubscriberExportQuerySchema,
  SubscriberListQuerySchema,
  SubscriberSummarySchema,
  subscriberMessages,
} from "#contracts/api/subscribers";
import { staffListRoutes } from "#server/lib/staff-list-routes";

/** The staff endpoints of newsletter subscribers: the list, its CSV export and deletion on request. */
export async function subscriberRoutes(app: FastifyInstance) {
  const service = app.newsletter;
  staffListRoutes(app, {
    roles: staffAreaRoles.subscribers,
    subject: "subscriber",
    path: "/subscribers",
    tag: "subscribers (staff)",
    noun: "newsletter subscribers",
    query: SubscriberListQuerySchema,
    exportQuery: SubscriberExportQuerySchema,
    item: SubscriberSummarySchema,
    list: (query) => service.list(query),
    csv: { header: service.csvHeader, rows: (query) => service.csvRows(query) },
    remove: (id) => service.remove(id),
    messages: subscriberMessages,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/subscribers/:id/clear-bounce",
    {
      config: { roles: staffAreaRoles.subscribers, audit: { action: "subscriber.clear-bounce", subject: "subscriber" } },
      schema: {
        tags: ["subscribers (staff)"],
        security: [{ staffToken: [] }],
        summary: "Clear a subscriber's bounce: confirmed again, they receive campaigns (409 when not bounced)",
        params: IdParamsSchema,
        response: { 200: apiData(SubscriberSummarySchema), ...failures(401, 404, 409, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.clearBounce(request.params.id) }),
  );
}
