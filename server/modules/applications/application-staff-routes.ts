import type { FastifyInstance } from "fastify";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import {
  ApplicationDetailSchema,
  ApplicationExportQuerySchema,
  ApplicationListQuerySchema,
  ApplicationStatusRequestSchema,
  ApplicationSummarySchema,
  applicationMessages,
} from "#contracts/api/applications";
import { IdParamsSchema } from "#contracts/api/list-query";
import { apiData, failures } from "#contracts/api/responses";
import { staffListRoutes, staffSecurity } from "#server/lib/staff-list-routes";
import { staffNoteRoute } from "#server/lib/staff-note-route";
import { sendPdf } from "#server/lib/pdf-download";

const tags = ["applications (staff)"];

/** The staff endpoints of job applications (the public POST is application-form-routes.ts). */
export async function applicationStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.applications;

  staffListRoutes(app, {
    roles: staffAreaRoles.applications,
    subject: "application",
    path: "/applications",
    tag: tags[0],
    noun: "applications",
    query: ApplicationListQuerySchema,
    exportQuery: ApplicationExportQuerySchema,
    item: ApplicationSummarySchema,
    list: (query) => service.list(query),
    csv: { header: service.csvHeader, rows: (query) => service.csvRows(query) },
    remove: (id) => service.remove(id),
    messages: applicationMessages,
  });

  routes.get(
    "/applications/:id",
    {
      config: { roles: staffAreaRoles.applications, audit: { action: "application.view", subject: "application" } },
      schema: {
        tags,
        summary: "One application with its notes and the statuses it may move to",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: apiData(ApplicationDetailSchema), ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  );

  routes.patch(
    "/applications/:id/status",
    {
      config: { roles: staffAreaRoles.applications, audit: { action: "application.status", subject: "application" } },
      schema: {
        tags,
        summary: "Move an application along the workflow (409 when the move is not allowed)",
        security: staffSecurity,
        params: IdParamsSchema,
        body: ApplicationStatusRequestSchema,
        response: { 200: apiData(ApplicationDetailSchema), ...failures(400, 401, 404, 409, 415, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.changeStatus(request.params.id, request.body.status) }),
  );

  staffNoteRoute(app, {
    path: "/applications",
    tag: tags[0]!,
    roles: staffAreaRoles.applications,
    subject: "application",
    addNote: (id, author, body) => service.addNote(id, author, body),
  });

  // Untyped: the answer is the PDF's bytes, which the JSON type provider does not describe.
  app.get<{ Params: { id: number } }>(
    "/applications/:id/resume",
    {
      compress: false,
      config: { roles: staffAreaRoles.applications, audit: { action: "application.resume", subject: "application" } },
      schema: {
        tags,
        summary: "Download the resume (a PDF attachment)",
        security: staffSecurity,
        params: IdParamsSchema,
        response: {
          200: { content: { "application/pdf": { schema: z.string().check(z.meta({ format: "binary" })) } } },
          ...failures(401, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const resume = await service.resume(id);
      return sendPdf(reply, resume.filename, `resume-${id}`, resume.bytes);
    },
  );
}
