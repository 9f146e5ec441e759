import type { FastifyInstance } from "fastify";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  PersonCorrectRequestSchema,
  PersonEraseRequestSchema,
  PersonExportSchema,
  PersonRecordsResponseSchema,
  PersonRequestSchema,
  PersonEraseResponseSchema,
  peopleMessages,
} from "#contracts/api/people";
import { failures } from "#contracts/api/responses";
import { staffSecurity } from "#server/lib/staff-list-routes";

const tags = ["people (staff)"];
const subject = "person";

/**
 * Data-subject requests, administrators only. Every call takes the address in its JSON body (never the
 * URL); the lookup, export and correction are recorded by their `audit` declaration, the erasure by the
 * service inside its own transaction, with its counts.
 */
export async function peopleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/staff/people/lookup",
    {
      config: { roles: staffAreaRoles.people, audit: { action: "person.view", subject } },
      schema: {
        tags,
        summary: "Everything held about an e-mail address",
        security: staffSecurity,
        body: PersonRequestSchema,
        response: { 200: PersonRecordsResponseSchema, ...failures(400, 401, 415, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.people.find(request.body.email) }),
  );

  routes.post(
    "/staff/people/export",
    {
      config: { roles: staffAreaRoles.people, audit: { action: "person.export", subject } },
      schema: {
        tags,
        summary: "Everything held about an address as a JSON file for the person",
        security: staffSecurity,
        body: PersonRequestSchema,
        response: { 200: PersonExportSchema, ...failures(400, 401, 415, 500) },
      },
    },
    async (request, reply) => {
      const file = await app.people.exportFile(request.body.email);
      return reply.header("Content-Disposition", `attachment; filename="personal-data-${file.exportedAt.slice(0, 10)}.json"`).send(file);
    },
  );

  routes.post(
    "/staff/people/correct",
    {
      config: { roles: staffAreaRoles.people, audit: { action: "person.correct", subject } },
      schema: {
        tags,
        summary: "Correct the name, e-mail address or phone number on every record of an address",
        security: staffSecurity,
        body: PersonCorrectRequestSchema,
        response: { 200: PersonRecordsResponseSchema, ...failures(400, 401, 404, 415, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.people.correct(request.body.email, request.body.correction) }),
  );

  routes.post(
    "/staff/people/erase",
    {
      config: { roles: staffAreaRoles.people },
      schema: {
        tags,
        summary:
          "Erase every record of an address (the address typed twice); answers how many of each kind went. Records kept for business or tax reasons (a won quote) answer 409 naming them, unless `businessRecords` is `anonymise` or `erase`",
        security: staffSecurity,
        body: PersonEraseRequestSchema,
        response: { 200: PersonEraseResponseSchema, ...failures(400, 401, 404, 409, 415, 500) },
      },
    },
    async (request) => {
      const staff = request.staff!.user;
      const data = await app.people.erase(
        request.body.email,
        { actor: { id: staff.id, email: staff.email }, ip: request.ip },
        request.body.businessRecords,
      );
      return { success: true as const, message: peopleMessages.erased, data };
    },
  );
}
