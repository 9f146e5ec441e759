import type { FastifyInstance, FastifyRequest } from "fastify";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import {
  PostInputSchema,
  PostPublishSchema,
  PostUpdateSchema,
  StaffPostListQuerySchema,
  StaffPostListResponseSchema,
  StaffPostResponseSchema,
  postMessages,
} from "#contracts/api/posts";
import { ApiMessageSchema, failures } from "#contracts/api/responses";

import { postPreviewRoutes } from "./post-preview-routes";
import { postVersionRoutes, saverOf } from "./post-version-routes";

const tags = ["staff posts"];
const security = [{ staffToken: [] }];

/** The trail names what the switch did (issue 28): a post published, or one taken off the site. */
const publishedOrWithdrawn = (request: FastifyRequest) =>
  (request.body as { published?: unknown } | undefined)?.published === true ? ("post.publish" as const) : ("post.unpublish" as const);

/** Staff editing of blog posts (inside the staff plugin, behind sign-in). */
export async function staffPostRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(postVersionRoutes);
  await app.register(postPreviewRoutes);

  routes.get(
    "/staff/posts",
    {
      config: { roles: staffAreaRoles.posts },
      schema: {
        tags,
        security,
        summary: "Every post, published or not, newest date first; q searches title and slug",
        querystring: StaffPostListQuerySchema,
        response: { 200: StaffPostListResponseSchema, ...failures(400, 401, 500) },
      },
    },
    async (request) => {
      const { posts, pagination } = await app.staffPosts.list(request.query);
      return { success: true as const, data: posts, pagination };
    },
  );

  routes.get(
    "/staff/posts/:id",
    {
      config: { roles: staffAreaRoles.posts },
      schema: {
        tags,
        security,
        summary: "One post with its sections",
        params: IdParamsSchema,
        response: { 200: StaffPostResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.staffPosts.get(request.params.id) }),
  );

  routes.post(
    "/staff/posts",
    {
      config: { roles: staffAreaRoles.posts, audit: { action: "post.create", subject: "post" } },
      schema: {
        tags,
        security,
        summary: "Create a post",
        body: PostInputSchema,
        response: { 201: StaffPostResponseSchema, ...failures(400, 401, 409, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, data: await app.staffPosts.create(request.body, saverOf(request)) }),
  );

  routes.put(
    "/staff/posts/:id",
    {
      config: { roles: staffAreaRoles.posts, audit: { action: "post.update", subject: "post" } },
      schema: {
        tags,
        security,
        summary: "Save a post; 409 when someone else saved since `version`, or the slug is taken",
        params: IdParamsSchema,
        body: PostUpdateSchema,
        response: { 200: StaffPostResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return { success: true as const, data: await app.staffPosts.update(request.params.id, version, input, saverOf(request)) };
    },
  );

  routes.patch(
    "/staff/posts/:id/publish",
    {
      config: { roles: staffAreaRoles.posts, audit: { action: publishedOrWithdrawn, subject: "post" } },
      schema: {
        tags,
        security,
        summary: "Publish or withdraw a post",
        params: IdParamsSchema,
        body: PostPublishSchema,
        response: { 200: StaffPostResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.staffPosts.setPublished(request.params.id, request.body.published, request.body.version),
    }),
  );

  routes.delete(
    "/staff/posts/:id",
    {
      config: { roles: staffAreaRoles.posts, audit: { action: "post.delete", subject: "post" } },
      schema: {
        tags,
        security,
        summary: "Delete a post and its sections",
        params: IdParamsSchema,
        response: { 200: ApiMessageSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => {
      await app.staffPosts.remove(request.params.id);
      return { success: true as const, message: postMessages.deleted };
    },
  );
}
