import type { FastifyInstance } from "fastify";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AuditListQuerySchema, AuditPageSchema } from "#contracts/api/audit";
import { failures } from "#contracts/api/responses";
import { paging } from "#server/lib/list-query";
import { staffSecurity } from "#server/lib/staff-list-routes";

/** GET /api/staff/audit: administrators read the trail. There is deliberately no route that writes, changes or deletes it. */
export async function auditRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/staff/audit",
    {
      config: { roles: staffAreaRoles.audit },
      schema: {
        tags: ["audit (staff)"],
        summary: "One page of the audit trail, newest first, by actor, action and date range",
        security: staffSecurity,
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema, ...failures(400, 401, 500) },
      },
    },
    async (request) => {
      const { rows, total } = await app.audit.list(request.query);
      return { success: true as const, data: rows, pagination: paging(request.query.page, request.query.limit, total) };
    },
  );
}
