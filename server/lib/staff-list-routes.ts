import type { FastifyInstance } from "fastify";
import { type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { IdParamsSchema } from "#contracts/api/list-query";
import { ApiMessageSchema, apiPage, failures } from "#contracts/api/responses";
import type { StaffRole } from "#contracts/api/staff-roles";
import { HttpError } from "#server/errors";
import { toCsv, type CsvCell } from "./csv";
import { paging } from "./list-query";

/** Every staff route's place in the description: it needs the Bearer token of POST /api/auth/login. */
export const staffSecurity = [{ staffToken: [] }];

/** A list's query: ListQuerySchema of contracts/api/list-query.ts with the list's filters. */
type Query = z.ZodMiniType<{ page: number; limit: number }>;
type ExportQuery = z.ZodMiniType;

export interface StaffListOptions<Q extends Query, E extends ExportQuery, Item extends z.ZodMiniType> {
  /** "/applications": the list, `${path}/export.csv` and `${path}/:id`. */
  path: string;
  tag: string;
  /** The staff roles allowed to list, export and delete (admin always is): server/modules/auth/require-role.ts. */
  roles: readonly StaffRole[];
  /** "application": the audit trail's subject; its export and deletions are recorded as `<subject>.export` and `<subject>.delete`. */
  subject: string;
  /** "applications": the words of the summaries and the CSV file name. */
  noun: string;
  query: Q;
  exportQuery: E;
  item: Item;
  list(query: z.output<Q>): Promise<{ rows: z.output<Item>[]; total: number }>;
  csv: { header: string[]; rows(query: z.output<E>): Promise<CsvCell[][]> };
  /** False when there was nothing to delete. */
  remove(id: number): Promise<boolean>;
  messages: { notFound: string; deleted: string };
}

/**
 * The three routes every staff list shares: one page (newest first, with
 * page, limit and q), the CSV export of every matching row, and deletion on
 * request. Each module supplies its schemas and its service's calls.
 */
export function staffListRoutes<Q extends Query, E extends ExportQuery, Item extends z.ZodMiniType>(
  app: FastifyInstance,
  options: StaffListOptions<Q, E, Item>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { path, tag, noun, messages } = options;
  const config = { roles: options.roles };
  const audited = (verb: string) => ({ ...config, audit: { action: `${options.subject}.${verb}` as const, subject: options.subject } });
  const tags = [tag];

  routes.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: `One page of ${noun}, newest first`,
        security: staffSecurity,
        querystring: options.query,
        response: { 200: apiPage(options.item), ...failures(400, 401, 500) },
      },
    },
    async (request) => {
      const query = request.query as z.output<Q>;
      const { rows, total } = await options.list(query);
      return { success: true as const, data: rows, pagination: paging(query.page, query.limit, total) };
    },
  );

  routes.get(
    `${path}/export.csv`,
    {
      config: audited("export"),
      schema: {
        tags,
        summary: `Every matching row of ${noun} as CSV (a spreadsheet-safe attachment)`,
        security: staffSecurity,
        querystring: options.exportQuery,
        response: { 200: { content: { "text/csv": { schema: z.string() } } }, ...failures(400, 401, 500) },
      },
    },
    async (request, reply) => {
      const rows = await options.csv.rows(request.query as z.output<E>);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${noun.replace(/ /g, "-")}-${date}.csv"`)
        .header("Cache-Control", "no-store")
        .send(toCsv(options.csv.header, rows));
    },
  );

  routes.delete(
    `${path}/:id`,
    {
      config: audited("delete"),
      schema: {
        tags,
        summary: `Delete one of the ${noun} on request`,
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: ApiMessageSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => {
      if (!(await options.remove(request.params.id))) throw new HttpError(404, messages.notFound);
      return { success: true as const, message: messages.deleted };
    },
  );
}
