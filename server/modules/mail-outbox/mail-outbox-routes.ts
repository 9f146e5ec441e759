import type { FastifyInstance } from "fastify";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import { OutboxListQuerySchema, OutboxMailSchema, OutboxSummarySchema } from "#contracts/api/mail-outbox";
import { apiData, apiPage, failures } from "#contracts/api/responses";
import { paging } from "#server/lib/list-query";
import { staffSecurity } from "#server/lib/staff-list-routes";

const tags = ["mail outbox (staff)"];

/** The staff endpoints of the mail outbox: the unsent mail, its depth, and a retry. No export or delete: nothing here is personal data of its own. */
export async function mailOutboxRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.mailOutbox;

  routes.get(
    "/staff/mail-outbox",
    {
      config: { roles: staffAreaRoles.mail },
      schema: {
        tags,
        summary: "One page of the mail not sent yet (waiting for a retry, or failed after 7 days), newest first",
        security: staffSecurity,
        querystring: OutboxListQuerySchema,
        response: { 200: apiPage(OutboxMailSchema), ...failures(400, 401, 500) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return { success: true as const, data: rows, pagination: paging(request.query.page, request.query.limit, total) };
    },
  );

  routes.get(
    "/staff/mail-outbox/summary",
    {
      config: { roles: staffAreaRoles.mail },
      schema: {
        tags,
        summary: "How many mails wait and how many failed, and when the oldest waiting one was queued",
        security: staffSecurity,
        response: { 200: apiData(OutboxSummarySchema), ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: await service.summary() }),
  );

  routes.post(
    "/staff/mail-outbox/:id/retry",
    {
      config: { roles: staffAreaRoles.mail, audit: { action: "mail.retry", subject: "mail" } },
      schema: {
        tags,
        summary: "Send a waiting or failed mail now (it gets 7 more days of retries)",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: apiData(OutboxMailSchema), ...failures(401, 404, 409, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.retry(request.params.id) }),
  );
}
