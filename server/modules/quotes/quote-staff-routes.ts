import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { IdParamsSchema } from "#contracts/api/list-query";
import {
  QuoteAssigneeSchema,
  QuoteAssignRequestSchema,
  QuoteDetailSchema,
  QuoteExportQuerySchema,
  QuoteListQuerySchema,
  QuoteStatusRequestSchema,
  QuoteSummarySchema,
  quoteMessages,
} from "#contracts/api/quotes";
import { apiData, failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { HttpError } from "#server/errors";
import { staffListRoutes, staffSecurity } from "#server/lib/staff-list-routes";
import { staffNoteRoute } from "#server/lib/staff-note-route";

const tags = ["quotes (staff)"];
/** Quotes are the sales desk's work (docs/decisions/020-staff-roles.md). */
const roles = staffAreaRoles.quotes;
const config = { roles };
/** A route that shows or changes a person's request is recorded in the audit trail (decision 024). */
const audited = (verb: string) => ({ roles, audit: { action: `quote.${verb}` as const, subject: "quote" } });

/** The staff endpoints of quote requests (the public POST is quote-form-routes.ts). */
export async function quoteStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  staffListRoutes(app, {
    roles,
    subject: "quote",
    path: "/quotes",
    tag: tags[0],
    noun: "quotes",
    query: QuoteListQuerySchema,
    exportQuery: QuoteExportQuerySchema,
    item: QuoteSummarySchema,
    list: (query) => app.quoteStaff.list(query),
    csv: { header: app.quoteStaff.csvHeader, rows: (query) => app.quoteStaff.csvRows(query) },
    remove: (id) => app.quoteStaff.remove(id),
    messages: quoteMessages,
  });

  routes.get(
    "/quotes/assignees",
    {
      config,
      schema: {
        tags,
        summary: "The staff a quote can be assigned to: the sales desk and the administrators",
        security: staffSecurity,
        response: { 200: apiData(z.array(QuoteAssigneeSchema)), ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: await app.staffAccounts.activeStaffFor(roles) }),
  );

  routes.get(
    "/quotes/:id",
    {
      config: audited("view"),
      schema: {
        tags,
        summary: "One quote request with every field, its totals, its notes and the statuses it may move to",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: apiData(QuoteDetailSchema), ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.quoteStaff.detail(request.params.id) }),
  );

  routes.patch(
    "/quotes/:id/status",
    {
      config: audited("status"),
      schema: {
        tags,
        summary: "Move a quote along the workflow: quoted with the offer, lost with a reason (409 when the move is not allowed)",
        security: staffSecurity,
        params: IdParamsSchema,
        body: QuoteStatusRequestSchema,
        response: { 200: apiData(QuoteDetailSchema), ...failures(400, 401, 404, 409, 415, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.quoteStaff.changeStatus(request.params.id, request.body) }),
  );

  routes.patch(
    "/quotes/:id/assignee",
    {
      config: audited("assign"),
      schema: {
        tags,
        summary: "Assign the quote to a member of the sales desk or an administrator, or to nobody (null)",
        security: staffSecurity,
        params: IdParamsSchema,
        body: QuoteAssignRequestSchema,
        response: { 200: apiData(QuoteDetailSchema), ...failures(400, 401, 404, 415, 500) },
      },
    },
    async (request) => {
      const { staffId } = request.body;
      if (staffId !== null) {
        const assignable = await app.staffAccounts.activeStaffFor(roles);
        if (!assignable.some((staff) => staff.id === staffId))
          throw new HttpError(400, quoteMessages.notAssignable, [
            { field: "staffId", code: "notAssignable", message: quoteMessages.notAssignable },
          ]);
      }
      return { success: true as const, data: await app.quoteStaff.assign(request.params.id, staffId) };
    },
  );

  staffNoteRoute(app, {
    path: "/quotes",
    tag: tags[0]!,
    roles,
    subject: "quote",
    addNote: (id, author, body) => app.quoteStaff.addNote(id, author, body),
  });

  routes.post(
    "/quotes/:id/send",
    {
      config: audited("send"),
      schema: {
        tags,
        summary: "Mail the priced quote to the customer and record when (409 unless the quote is quoted)",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: apiData(QuoteDetailSchema), ...failures(401, 404, 409, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.quoteStaff.send(request.params.id) }),
  );
}
