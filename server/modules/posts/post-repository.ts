import { sql, type Kysely, type Transaction } from "kysely";
import type { PostInputData } from "#contracts/api/posts";
import type { Database, Post, PostSection } from "#server/db/schema";
import { containsText, pageOf } from "#server/lib/list-query";

/**
 * Every query on `posts` and `post_sections`, for the public blog, the staff editor and the seed.
 * Each function takes a database or an open transaction, so writers can join the caller's transaction.
 */
type Executor = Kysely<Database> | Transaction<Database>;

export type PostRow = Post;
export type SectionRow = Pick<PostSection, "post_id" | "title" | "content" | "icon">;

/** Why a write did not happen. */
export type WriteFailure = "missing" | "stale" | "slug-taken";

/** A post as the seed writes it: with its static number and its own timestamps. */
export interface NewPost extends PostInputData {
  staticNumber: number | null;
}

const published = (db: Executor) => db.selectFrom("posts").where("published", "=", 1);

// ---------------------------------------------------------------- reads

/** How many posts the public may see. */
export async function countPublished(db: Executor): Promise<number> {
  const row = await published(db)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** All posts and the published ones. */
export async function countAll(db: Executor): Promise<{ total: number; published: number }> {
  const row = await db
    .selectFrom("posts")
    .select([(eb) => eb.fn.countAll<number>().as("total"), (eb) => eb.fn.sum<number>("published").as("published")])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), published: Number(row.published ?? 0) };
}

/** A page of published posts, newest first (ties broken by id so paging is stable); uses posts_published_date. */
export function listPublished(db: Executor, { limit, offset }: { limit: number; offset: number }): Promise<PostRow[]> {
  return published(db).selectAll().orderBy("date", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
}

export function findPublishedBySlug(db: Executor, slug: string): Promise<PostRow | undefined> {
  return published(db).selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function findPublishedByStaticNumber(db: Executor, staticNumber: number): Promise<PostRow | undefined> {
  return published(db).selectAll().where("static_number", "=", staticNumber).executeTakeFirst();
}

/** Slug and dates of every published post, for the sitemap. */
export function publishedIndex(db: Executor): Promise<Pick<PostRow, "slug" | "date" | "updated_at">[]> {
  return published(db).select(["slug", "date", "updated_at"]).orderBy("date", "desc").orderBy("id", "desc").execute();
}

/** Every post, published or not, for the staff list: newest date first, with how many sections each has. */
export function listAll(db: Executor, { q, published: isPublished }: { q?: string; published?: boolean }, page: number, limit: number) {
  let query = db.selectFrom("posts");
  if (isPublished !== undefined) query = query.where("published", "=", isPublished ? 1 : 0);
  if (q) query = query.where((eb) => eb.or([containsText("title", q), containsText("slug", q)]));
  return pageOf(
    query
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom("post_sections")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("post_sections.post_id", "=", "posts.id")
          .as("section_count"),
      )
      .orderBy("date", "desc")
      .orderBy("id", "desc"),
    page,
    limit,
  );
}

export function findById(db: Executor, id: number): Promise<PostRow | undefined> {
  return db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The sections of several posts in one query (no N+1), in reading order; uses post_sections_post. */
export async function sectionsOf(db: Executor, postIds: number[]): Promise<SectionRow[]> {
  if (postIds.length === 0) return [];
  return db
    .selectFrom("post_sections")
    .select(["post_id", "title", "content", "icon"])
    .where("post_id", "in", postIds)
    .orderBy("post_id")
    .orderBy("position")
    .execute();
}

export async function existingSlugs(db: Executor): Promise<Set<string>> {
  return new Set((await db.selectFrom("posts").select("slug").execute()).map((row) => row.slug));
}

export async function usedStaticNumbers(db: Executor): Promise<Set<number>> {
  const rows = await db.selectFrom("posts").select("static_number").where("static_number", "is not", null).execute();
  return new Set(rows.map((row) => Number(row.static_number)));
}

// ---------------------------------------------------------------- writes

function postValues(post: PostInputData) {
  return {
    slug: post.slug,
    title: post.title,
    date: post.date,
    excerpt: post.excerpt,
    image: post.image,
    color_scheme: post.colorScheme,
    published: post.published ? 1 : 0,
    publish_at: post.published ? null : post.publishAt,
  };
}

async function insertSections(db: Executor, postId: number, sections: PostInputData["sections"]) {
  if (sections.length === 0) return;
  await db
    .insertInto("post_sections")
    .values(sections.map((s, position) => ({ post_id: postId, position, title: s.title, content: s.content, icon: s.icon })))
    .execute();
}

/**
 * Inserts a post with its sections. Returns the new id, or null when the slug
 * already exists (another instance may be seeding, or staff saving, at the same moment).
 */
export async function insertPost(db: Executor, post: NewPost, now: string): Promise<number | null> {
  const inserted = await db
    .insertInto("posts")
    .values({ ...postValues(post), static_number: post.staticNumber, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return null;
  await insertSections(db, inserted.id, post.sections);
  return inserted.id;
}

/**
 * Optimistic locking: the update applies only while the row still has the
 * version the editor loaded, and bumps it. Of two concurrent saves from the
 * same version exactly one matches; the other changes nothing.
 */
export async function updatePost(db: Executor, id: number, version: number, post: PostInputData, now: string): Promise<boolean> {
  const result = await db
    .updateTable("posts")
    .set({ ...postValues(post), version: sql`version + 1`, updated_at: now })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom("post_sections").where("post_id", "=", id).execute();
  await insertSections(db, id, post.sections);
  return true;
}

/** Publishes or withdraws a post; with `version`, only while the row still has it. */
export async function setPublished(db: Executor, id: number, isPublished: boolean, version: number | undefined, now: string) {
  let query = db
    .updateTable("posts")
    .set({ published: isPublished ? 1 : 0, publish_at: null, version: sql`version + 1`, updated_at: now })
    .where("id", "=", id);
  if (version !== undefined) query = query.where("version", "=", version);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * Publishes every draft whose time has come, in one conditional UPDATE: of several instances running it at once,
 * each post is published by exactly one, which alone gets its id back. Uses posts_publish_at.
 */
export async function publishDue(db: Executor, now: string): Promise<Pick<PostRow, "id" | "slug">[]> {
  return db
    .updateTable("posts")
    .set({ published: 1, publish_at: null, version: sql`version + 1`, updated_at: now })
    .where("published", "=", 0)
    .where("publish_at", "is not", null)
    .where("publish_at", "<=", now)
    .returning(["id", "slug"])
    .execute();
}

export async function deletePost(db: Executor, id: number) {
  await db.deleteFrom("post_sections").where("post_id", "=", id).execute();
  return Number((await db.deleteFrom("posts").where("id", "=", id).executeTakeFirst()).numDeletedRows) === 1;
}
