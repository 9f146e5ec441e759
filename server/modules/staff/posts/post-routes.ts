import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  postColorSchemes,
  staffMessages,
  type ApiData,
  type ApiMessage,
  type ApiPage,
  type PostColorScheme,
  type StaffPost,
  type StaffPostSummary,
} from "#contracts/staff-api";
import { iconNames, type IconName } from "#contracts/icons";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { invalidateBlogs } from "#server/modules/blogs/blog-service";
import { listQuery, paging, parseId } from "../lib/list-query";
import { validate } from "../lib/validate";
import { postInput, postUpdate, publishBody } from "./post-input";
import * as repo from "./post-repository";

const notFound = "Post not found";

const listSchema = listQuery.extend({
  published: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["true", "false"], { error: "published must be true or false" }).optional()),
});

const knownSchemes = new Set<string>(postColorSchemes);
const knownIcons = new Set<string>(iconNames);

type Row = NonNullable<Awaited<ReturnType<typeof repo.findPost>>>;

function toSummary(row: Omit<Row, "sections">): Omit<StaffPostSummary, "sectionCount"> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    excerpt: row.excerpt,
    image: row.image,
    colorScheme: row.color_scheme && knownSchemes.has(row.color_scheme) ? (row.color_scheme as PostColorScheme) : null,
    published: Number(row.published) === 1,
    staticNumber: row.static_number === null ? null : Number(row.static_number),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Where the public sees the post: its page, its static-article twin and the lists. */
function publicPaths(post: Omit<StaffPostSummary, "sectionCount">) {
  if (!post.published) return [];
  return [`/blog/${post.slug}`, ...(post.staticNumber !== null ? [`/blog${post.staticNumber}`] : []), "/blog", "/bloglist"];
}

async function loadPost(db: Db, id: number): Promise<StaffPost> {
  const row = await repo.findPost(db, id);
  if (!row) throw new HttpError(404, notFound);
  const summary = toSummary(row);
  return {
    ...summary,
    sections: row.sections.map((s) => ({ title: s.title, content: s.content, icon: s.icon && knownIcons.has(s.icon) ? (s.icon as IconName) : null })),
    publicPaths: publicPaths(summary),
  };
}

function failWith(failure: repo.WriteFailure): never {
  if (failure === "missing") throw new HttpError(404, notFound);
  if (failure === "stale") throw new HttpError(409, staffMessages.staleVersion);
  throw new HttpError(409, staffMessages.slugTaken, [{ field: "slug", message: staffMessages.slugTaken }]);
}

/** Staff editing of blog posts; every write drops the public blog's cache so all routes show it at once. */
export async function postRoutes(app: FastifyInstance) {
  const { db } = app;
  const written = () => invalidateBlogs(db);

  app.get("/staff/posts", async (request): Promise<ApiPage<StaffPostSummary>> => {
    const { page, limit, q, published } = validate(listSchema, request.query);
    const { rows, total } = await repo.listPosts(db, { q, published: published === undefined ? undefined : published === "true" }, page, limit);
    return {
      success: true,
      data: rows.map((row) => ({ ...toSummary(row), sectionCount: Number(row.section_count ?? 0) })),
      pagination: paging(page, limit, total),
    };
  });

  app.get("/staff/posts/:id", async (request): Promise<ApiData<StaffPost>> => ({ success: true, data: await loadPost(db, parseId(request.params, notFound)) }));

  app.post("/staff/posts", async (request, reply): Promise<ApiData<StaffPost>> => {
    const input = validate(postInput, request.body);
    const id = await repo.createPost(db, input);
    if (typeof id !== "number") failWith(id);
    written();
    reply.code(201);
    return { success: true, data: await loadPost(db, id) };
  });

  app.put("/staff/posts/:id", async (request): Promise<ApiData<StaffPost>> => {
    const id = parseId(request.params, notFound);
    const { version, ...input } = validate(postUpdate, request.body);
    const result = await repo.updatePost(db, id, version, input);
    if (result !== true) failWith(result);
    written();
    return { success: true, data: await loadPost(db, id) };
  });

  app.patch("/staff/posts/:id/publish", async (request): Promise<ApiData<StaffPost>> => {
    const id = parseId(request.params, notFound);
    const { published, version } = validate(publishBody, request.body);
    const result = await repo.setPublished(db, id, published, version);
    if (result !== true) failWith(result);
    written();
    return { success: true, data: await loadPost(db, id) };
  });

  app.delete("/staff/posts/:id", async (request): Promise<ApiMessage> => {
    if (!(await repo.deletePost(db, parseId(request.params, notFound)))) throw new HttpError(404, notFound);
    written();
    return { success: true, message: "Post deleted" };
  });
}
