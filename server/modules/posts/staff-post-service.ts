import {
  postMessages,
  type PostInputData,
  type PostVersion,
  type PostVersionSummary,
  type StaffPost,
  type StaffPostListQuery,
  type StaffPostSummary,
} from "#contracts/api/posts";
import type { Paging } from "#contracts/api/responses";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { paging } from "#server/lib/list-query";
import { nowIso } from "#server/lib/time";
import { createVersionedRecords } from "#server/lib/versioned-records";
import type { BlogService } from "./blog-service";
import { toStaffPost, toStaffPostSummary } from "./post-mapper";
import * as repo from "./post-repository";
import { insertPostVersion, type Saver } from "./post-version-repository";
import { createPostVersionReads, versionAsInput } from "./post-versions";

export interface StaffPostService {
  list(query: StaffPostListQuery): Promise<{ posts: StaffPostSummary[]; pagination: Paging }>;
  get(id: number): Promise<StaffPost>;
  create(input: PostInputData, savedBy?: Saver | null): Promise<StaffPost>;
  update(id: number, version: number, input: PostInputData, savedBy?: Saver | null): Promise<StaffPost>;
  setPublished(id: number, published: boolean, version?: number): Promise<StaffPost>;
  remove(id: number): Promise<void>;
  /** All posts and the published ones, for the dashboard. */
  stats(): Promise<{ total: number; published: number }>;
  /** The post's kept saves, newest first; one of them in full. */
  versions(id: number): Promise<PostVersionSummary[]>;
  version(id: number, versionId: number): Promise<PostVersion>;
  /** Saves a kept version's words again over the post's `version` (409 when stale), as a new version. */
  restore(id: number, versionId: number, version: number, savedBy?: Saver | null): Promise<StaffPost>;
  /** Publishes the drafts whose time has come (the posts plugin's tick); the ones this call published. */
  publishDue(now?: Date): Promise<{ id: number; slug: string }[]>;
}

/**
 * A draft's time to go live, as stored: one form (UTC, milliseconds, `Z`), so the tick's comparison of text is a
 * comparison of moments. A time that has passed is refused: the post would go live at once, which "Publish" says.
 */
function scheduled(input: PostInputData, now = Date.now()): PostInputData {
  if (input.published || input.publishAt === null) return { ...input, publishAt: null };
  const at = new Date(input.publishAt);
  if (at.getTime() <= now) {
    throw new HttpError(400, postMessages.publishAtPast, [
      { field: "publishAt", code: "publishAtPast", message: postMessages.publishAtPast },
    ]);
  }
  return { ...input, publishAt: at.toISOString() };
}

/**
 * Staff editing of posts. Every write drops the public blog's cache (and so the rendered pages
 * listening to it), so every public route shows the change at once.
 */
export function createStaffPostService(db: Db, blog: Pick<BlogService, "invalidate">): StaffPostService {
  const records = createVersionedRecords(db, "posts", postMessages, { invalidate: () => blog.invalidate(), load: (id) => load(id) });
  const load = async (id: number): Promise<StaffPost> => {
    const row = await repo.findById(db, id);
    if (!row) throw records.notFound();
    return toStaffPost(row, await repo.sectionsOf(db, [id]));
  };
  const versionReads = createPostVersionReads(db);
  /** Saves over `version` and keeps the save as the post's next version, in one transaction. */
  const update = (id: number, version: number, input: PostInputData, savedBy: Saver | null = null) => {
    const post = scheduled(input);
    return records.update(id, post.slug, async (trx) => {
      const now = nowIso();
      if (!(await repo.updatePost(trx, id, version, post, now))) return false;
      await insertPostVersion(trx, { postId: id, version: version + 1, input: post, savedBy, now });
      return true;
    });
  };

  return {
    async list({ page = 1, limit, q, published }) {
      const pageNumber = Number(page);
      const limitNumber = Number(limit);
      const { rows, total } = await repo.listAll(
        db,
        { q: q || undefined, published: published ? published === "true" : undefined },
        pageNumber,
        limitNumber,
      );
      return {
        posts: rows.map((row) => toStaffPostSummary(row, Number(row.section_count ?? 0))),
        pagination: paging(pageNumber, limitNumber, total),
      };
    },
    get: load,
    create(input, savedBy = null) {
      const post = scheduled(input);
      return records.create(post.slug, async (trx) => {
        const now = nowIso();
        const id = await repo.insertPost(trx, { ...post, staticNumber: null }, now);
        if (id !== null) await insertPostVersion(trx, { postId: id, version: 1, input: post, savedBy, now });
        return id;
      });
    },
    update,
    versions: (id) => load(id).then(() => versionReads.list(id)),
    version: (id, versionId) => versionReads.get(id, versionId),
    async restore(id, versionId, version, savedBy = null) {
      const [kept, current] = await Promise.all([versionReads.get(id, versionId), load(id)]);
      return update(id, version, versionAsInput(kept, { published: current.published, publishAt: current.publishAt }), savedBy);
    },
    async setPublished(id, published, version) {
      if (!(await repo.setPublished(db, id, published, version, nowIso()))) throw await records.missed(db, id);
      blog.invalidate();
      return load(id);
    },
    async remove(id) {
      if (!(await db.transaction().execute((trx) => repo.deletePost(trx, id)))) throw records.notFound();
      blog.invalidate();
    },
    stats: () => repo.countAll(db),
    async publishDue(now = new Date()) {
      const published = await repo.publishDue(db, now.toISOString());
      if (published.length > 0) blog.invalidate();
      return published;
    },
  };
}
