import type { Kysely, Transaction } from "kysely";
import type { PostInputData } from "#contracts/api/posts";
import type { Database, PostVersionsTable } from "#server/db/schema";

type Executor = Kysely<Database> | Transaction<Database>;
export type PostVersionRow = Omit<PostVersionsTable, "id"> & { id: number };

/** Who saved: the staff account's id and name as they were at the save. */
export interface Saver {
  id: number;
  name: string;
}

/** Keeps one save of a post: what the editor wrote, the version it made, who and when. */
export async function insertPostVersion(
  db: Executor,
  { postId, version, input, savedBy, now }: { postId: number; version: number; input: PostInputData; savedBy: Saver | null; now: string },
) {
  await db
    .insertInto("post_versions")
    .values({
      post_id: postId,
      version,
      title: input.title,
      slug: input.slug,
      date: input.date,
      excerpt: input.excerpt,
      image: input.image,
      color_scheme: input.colorScheme,
      sections: JSON.stringify(input.sections),
      saved_by: savedBy?.id ?? null,
      saved_by_name: savedBy?.name ?? null,
      saved_at: now,
    })
    .execute();
}

/** A post's newest saves first (uses post_versions_post). */
export function listPostVersions(db: Executor, postId: number, limit: number): Promise<PostVersionRow[]> {
  return db.selectFrom("post_versions").selectAll().where("post_id", "=", postId).orderBy("id", "desc").limit(limit).execute();
}

export function findPostVersion(db: Executor, postId: number, versionId: number): Promise<PostVersionRow | undefined> {
  return db.selectFrom("post_versions").selectAll().where("post_id", "=", postId).where("id", "=", versionId).executeTakeFirst();
}
