import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import {
  PostRestoreSchema,
  PostVersionListResponseSchema,
  PostVersionParamsSchema,
  PostVersionResponseSchema,
  StaffPostResponseSchema,
} from "#contracts/api/posts";
import { failures } from "#contracts/api/responses";
import { staffAreaRoles } from "#contracts/api/staff-roles";

/** Who saves, as a kept version names them: the account's name, or its address when it has none. */
export const saverOf = ({ staff }: FastifyRequest) => (staff ? { id: staff.user.id, name: staff.user.name ?? staff.user.email } : null);

const tags = ["staff posts"];
const security = [{ staffToken: [] }];

/** A post's kept versions (issue 30, item 7): listed, read, and restored as a new save (inside the staff plugin). */
export async function postVersionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/posts/:id/versions",
    {
      config: { roles: staffAreaRoles.posts },
      schema: {
        tags,
        security,
        summary: "A post's saves, newest first (the last 50)",
        params: IdParamsSchema,
        response: { 200: PostVersionListResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: { items: await app.staffPosts.versions(request.params.id) } }),
  );

  routes.get(
    "/staff/posts/:id/versions/:versionId",
    {
      config: { roles: staffAreaRoles.posts },
      schema: {
        tags,
        security,
        summary: "One kept version of a post, in full",
        params: PostVersionParamsSchema,
        response: { 200: PostVersionResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.staffPosts.version(request.params.id, request.params.versionId) }),
  );

  routes.post(
    "/staff/posts/:id/versions/:versionId/restore",
    {
      config: { roles: staffAreaRoles.posts, audit: { action: "post.restore", subject: "post" } },
      schema: {
        tags,
        security,
        summary: "Save a kept version's words again as the post's newest version; 409 when the post changed since `version`",
        params: PostVersionParamsSchema,
        body: PostRestoreSchema,
        response: { 200: StaffPostResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { id, versionId } = request.params;
      return { success: true as const, data: await app.staffPosts.restore(id, versionId, request.body.version, saverOf(request)) };
    },
  );
}
