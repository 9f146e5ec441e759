import type { FastifyInstance } from "fastify";
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
}
