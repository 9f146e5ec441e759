import type { Kysely, Transaction } from "kysely";
import type { Database, Post, PostSection } from "#server/db/schema";

/** A database or an open transaction: writers can take part in the caller's transaction. */
type Executor = Kysely<Database> | Transaction<Database>;

export type PostRow = Post;
export type SectionRow = Pick<PostSection, "post_id" | "title" | "content" | "icon">;

export interface NewPost {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  image: string;
  colorScheme: string | null;
  staticNumber: number | null;
  published: boolean;
  sections: { title: string; content: string; icon: string | null }[];
}

const published = (db: Executor) => db.selectFrom("posts").where("published", "=", 1);

/** How many posts the public may see. */
export async function countPublished(db: Executor): Promise<number> {
  const row = await published(db)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

/** The sections of several posts in one query (no N+1), in reading order; uses post_sections_post. */
export async function sectionsOf(db: Executor, postIds: number[]): Promise<SectionRow[]> {
  if (postIds.length === 0) return [];
  return db.selectFrom("post_sections").select(["post_id", "title", "content", "icon"]).where("post_id", "in", postIds).orderBy("post_id").orderBy("position").execute();
}

/** Slug and dates of every published post, for the sitemap. */
export function publishedIndex(db: Executor): Promise<Pick<PostRow, "slug" | "date" | "updated_at">[]> {
  return published(db).select(["slug", "date", "updated_at"]).orderBy("date", "desc").orderBy("id", "desc").execute();
}

export async function existingSlugs(db: Executor): Promise<Set<string>> {
  return new Set((await db.selectFrom("posts").select("slug").execute()).map((row) => row.slug));
}

export async function usedStaticNumbers(db: Executor): Promise<Set<number>> {
  const rows = await db.selectFrom("posts").select("static_number").where("static_number", "is not", null).execute();
  return new Set(rows.map((row) => Number(row.static_number)));
}

/**
 * Inserts a post with its sections. Returns the new id, or null when the slug
 * already exists (another instance may be seeding at the same moment).
 */
export async function insertPost(db: Executor, post: NewPost, now: string): Promise<number | null> {
  const inserted = await db
    .insertInto("posts")
    .values({
      slug: post.slug,
      title: post.title,
      date: post.date,
      excerpt: post.excerpt,
      image: post.image,
      color_scheme: post.colorScheme,
      static_number: post.staticNumber,
      published: post.published ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return null;
  if (post.sections.length > 0) {
    await db
      .insertInto("post_sections")
      .values(post.sections.map((section, position) => ({ post_id: inserted.id, position, title: section.title, content: section.content, icon: section.icon })))
      .execute();
  }
  return inserted.id;
}
