import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import {
  OpeningInputSchema,
  OpeningStatusRequestSchema,
  OpeningUpdateSchema,
  StaffOpeningChoicesResponseSchema,
  StaffOpeningListQuerySchema,
  StaffOpeningListResponseSchema,
  StaffOpeningResponseSchema,
  openingMessages,
} from "#contracts/api/openings";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";

const tags = ["staff openings"];
/**
 * An opening with its versions in other languages (issue 28) outgrows the server's 64 KB: up to 15 versions, each
 * in a script of up to three bytes a character. A megabyte holds every realistic one; a larger body is 413 unread.
 */
const openingBodyLimit = 1024 * 1024;
const security = [{ staffToken: [] }];

/** Staff editing of job openings (inside the staff plugin, behind sign-in). */
export async function openingStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/openings",
    {
      config: { roles: staffAreaRoles.openings },
      schema: {
        tags,
        security,
        summary: "Every opening, newest posting date first; q searches title, slug and department",
        querystring: StaffOpeningListQuerySchema,
        response: { 200: StaffOpeningListResponseSchema, ...failures(400, 401, 500) },
      },
    },
    async (request) => {
      const { openings, pagination } = await app.staffOpenings.list(request.query);
      return { success: true as const, data: openings, pagination };
    },
  );

  routes.get(
    "/staff/openings/choices",
    {
      config: { roles: staffAreaRoles.openings },
      schema: {
        tags,
        security,
        summary: "The departments in use and every opening (id, title, status), for the staff filters",
        response: { 200: StaffOpeningChoicesResponseSchema, ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: await app.staffOpenings.choices() }),
  );

  routes.get(
    "/staff/openings/:id",
    {
      config: { roles: staffAreaRoles.openings },
      schema: {
        tags,
        security,
        summary: "One opening with its sections",
        params: IdParamsSchema,
        response: { 200: StaffOpeningResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.staffOpenings.get(request.params.id) }),
  );

  routes.post(
    "/staff/openings",
    {
      bodyLimit: openingBodyLimit,
      config: { roles: staffAreaRoles.openings, audit: { action: "opening.create", subject: "opening" } },
      schema: {
        tags,
        security,
        summary: "Create an opening (a draft); 409 when the slug is taken",
        body: OpeningInputSchema,
        response: { 201: StaffOpeningResponseSchema, ...failures(400, 401, 409, 413, 500) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await app.staffOpenings.create(request.body) }),
  );

  routes.put(
    "/staff/openings/:id",
    {
      bodyLimit: openingBodyLimit,
      config: { roles: staffAreaRoles.openings, audit: { action: "opening.update", subject: "opening" } },
      schema: {
        tags,
        security,
        summary: "Save an opening; 409 when someone else saved since `version`, or the slug is taken",
        params: IdParamsSchema,
        body: OpeningUpdateSchema,
        response: { 200: StaffOpeningResponseSchema, ...failures(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return { success: true as const, data: await app.staffOpenings.update(request.params.id, version, input) };
    },
  );

  routes.patch(
    "/staff/openings/:id/status",
    {
      config: { roles: staffAreaRoles.openings, audit: { action: "opening.status", subject: "opening" } },
      schema: {
        tags,
        security,
        summary: "Open, close or reopen an opening; 409 when stale or the move is not allowed",
        params: IdParamsSchema,
        body: OpeningStatusRequestSchema,
        response: { 200: StaffOpeningResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.staffOpenings.setStatus(request.params.id, request.body.status, request.body.version),
    }),
  );

  routes.delete(
    "/staff/openings/:id",
    {
      config: { roles: staffAreaRoles.openings, audit: { action: "opening.delete", subject: "opening" } },
      schema: {
        tags,
        security,
        summary: "Delete an opening; 409 when applications name it (close it instead)",
        params: IdParamsSchema,
        response: { 200: ApiMessageSchema, ...failures(401, 404, 409, 500) },
      },
    },
    async (request) => {
      await app.staffOpenings.remove(request.params.id);
      return { success: true as const, message: openingMessages.deleted };
    },
  );
}
