import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StaffUser } from "#contracts/api/auth";
import { IdParamsSchema } from "#contracts/api/list-query";
import { NoteRequestSchema, StaffNoteSchema, type StaffNote } from "#contracts/api/notes";
import { apiData, failures } from "#contracts/api/responses";
import type { StaffRole } from "#contracts/api/staff-roles";
import { staffSecurity } from "./staff-list-routes";

export interface StaffNoteRouteOptions {
  /** "/quotes": the route is `${path}/:id/notes`. */
  path: string;
  tag: string;
  /** The staff roles allowed to add a note (admin always is). */
  roles: readonly StaffRole[];
  /** "quote": a note is recorded in the audit trail as `<subject>.note`. */
  subject: string;
  /** The owner's service: adds the note by `author` (a 404 when the record is gone). */
  addNote(id: number, author: StaffUser, body: string): Promise<StaffNote>;
}

/** The route every record with internal notes shares (applications, quotes): add one, 201 with the note. */
export function staffNoteRoute(app: FastifyInstance, { path, tag, roles, subject, addNote }: StaffNoteRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${path}/:id/notes`,
    {
      config: { roles, audit: { action: `${subject}.note` as const, subject } },
      schema: {
        tags: [tag],
        summary: "Add an internal note",
        security: staffSecurity,
        params: IdParamsSchema,
        body: NoteRequestSchema,
        response: { 201: apiData(StaffNoteSchema), ...failures(400, 401, 404, 415, 500) },
      },
    },
    async (request, reply) => {
      const note = await addNote(request.params.id, request.staff!.user, request.body.body);
      return reply.code(201).send({ success: true as const, data: note });
    },
  );
}
