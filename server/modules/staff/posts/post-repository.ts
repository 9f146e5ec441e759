import { sql, type Kysely, type Transaction } from "kysely";
import type { Db } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { nowIso } from "#server/lib/time";
import { containsText } from "../lib/list-query";
import type { PostInputData } from "./post-input";

type Executor = Kysely<Database> | Transaction<Database>;

/** Why a write did not happen. */
export type WriteFailure = "missing" | "stale" | "slug-taken";

const postColumns = ["id", "slug", "title", "date", "excerpt", "image", "color_scheme", "published", "static_number", "version", "created_at", "updated_at"] as const;

export async function listPosts(db: Db, { q, published }: { q?: string; published?: boolean }, page: number, limit: number) {
  let query = db.selectFrom("posts");
  if (published !== undefined) query = query.where("published", "=", published ? 1 : 0);
  if (q) query = query.where((eb) => eb.or([containsText("title", q), containsText("slug", q)]));
  const [rows, count] = await Promise.all([
    query
      .select(postColumns)
      .select((eb) => eb.selectFrom("post_sections").select(eb.fn.countAll<number>().as("n")).whereRef("post_sections.post_id", "=", "posts.id").as("section_count"))
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findPost(db: Db, id: number) {
  const post = await db.selectFrom("posts").select(postColumns).where("id", "=", id).executeTakeFirst();
  if (!post) return undefined;
  const sections = await db.selectFrom("post_sections").select(["title", "content", "icon"]).where("post_id", "=", id).orderBy("position").execute();
  return { ...post, sections };
}

async function slugTaken(db: Executor, slug: string, exceptId?: number) {
  let query = db.selectFrom("posts").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Both databases report a unique-key clash with their own code. */
function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

async function writeSections(trx: Executor, postId: number, sections: PostInputData["sections"]) {
  await trx.deleteFrom("post_sections").where("post_id", "=", postId).execute();
  await trx
    .insertInto("post_sections")
    .values(sections.map((s, position) => ({ post_id: postId, position, title: s.title, content: s.content, icon: s.icon })))
    .execute();
}

function postValues(input: PostInputData) {
  return {
    slug: input.slug,
    title: input.title,
    date: input.date,
    excerpt: input.excerpt,
    image: input.image,
    color_scheme: input.colorScheme,
    published: input.published ? 1 : 0,
  };
}

export async function createPost(db: Db, input: PostInputData): Promise<number | WriteFailure> {
  if (await slugTaken(db, input.slug)) return "slug-taken";
  try {
    return await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const { id } = await trx
        .insertInto("posts")
        .values({ ...postValues(input), static_number: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await writeSections(trx, id, input.sections);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "slug-taken";
    throw error;
  }
}

/**
 * Optimistic locking: the update applies only while the row still has the
 * version the editor loaded, and bumps it. Of two concurrent saves from the
 * same version exactly one matches; the other changes nothing and is told so.
 */
export async function updatePost(db: Db, id: number, version: number, input: PostInputData): Promise<true | WriteFailure> {
  if (await slugTaken(db, input.slug, id)) return "slug-taken";
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("posts")
        .set({ ...postValues(input), version: sql`version + 1`, updated_at: nowIso() })
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return (await exists(trx, id)) ? "stale" : "missing";
      await writeSections(trx, id, input.sections);
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "slug-taken";
    throw error;
  }
}

export async function setPublished(db: Db, id: number, published: boolean, version?: number): Promise<true | WriteFailure> {
  let query = db
    .updateTable("posts")
    .set({ published: published ? 1 : 0, version: sql`version + 1`, updated_at: nowIso() })
    .where("id", "=", id);
  if (version !== undefined) query = query.where("version", "=", version);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  return (await exists(db, id)) ? "stale" : "missing";
}

export async function deletePost(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("post_sections").where("post_id", "=", id).execute();
    const result = await trx.deleteFrom("posts").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

async function exists(db: Executor, id: number) {
  return (await db.selectFrom("posts").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}
