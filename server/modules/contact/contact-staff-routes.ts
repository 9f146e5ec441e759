import type { FastifyInstance } from "fastify";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ContactDetailSchema,
  ContactExportQuerySchema,
  ContactListQuerySchema,
  ContactStatusRequestSchema,
  ContactSummarySchema,
  contactStaffMessages,
} from "#contracts/api/contact";
import { IdParamsSchema } from "#contracts/api/list-query";
import { apiData, failures } from "#contracts/api/responses";
import { staffListRoutes, staffSecurity } from "#server/lib/staff-list-routes";

const tags = ["contact (staff)"];

/** The staff endpoints of contact messages (the public POST is contact-form-routes.ts). */
export async function contactStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.contact;

  staffListRoutes(app, {
    roles: staffAreaRoles.messages,
    subject: "contact",
    path: "/contact",
    tag: tags[0],
    noun: "contact messages",
    query: ContactListQuerySchema,
    exportQuery: ContactExportQuerySchema,
    item: ContactSummarySchema,
    list: (query) => service.list(query),
    csv: { header: service.csvHeader, rows: (query) => service.csvRows(query) },
    remove: (id) => service.remove(id),
    messages: contactStaffMessages,
  });

  routes.get(
    "/contact/:id",
    {
      config: { roles: staffAreaRoles.messages, audit: { action: "contact.view", subject: "contact" } },
      schema: {
        tags,
        summary: "One contact message (reading it does not change its status)",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: apiData(ContactDetailSchema), ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  );

  routes.patch(
    "/contact/:id/status",
    {
      config: { roles: staffAreaRoles.messages, audit: { action: "contact.status", subject: "contact" } },
      schema: {
        tags,
        summary: "Set a message's status (any status may follow any other)",
        security: staffSecurity,
        params: IdParamsSchema,
        body: ContactStatusRequestSchema,
        response: { 200: apiData(ContactDetailSchema), ...failures(400, 401, 404, 415, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.changeStatus(request.params.id, request.body.status) }),
  );
}
