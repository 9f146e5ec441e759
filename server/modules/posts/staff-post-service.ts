import { postMessages, type PostInputData, type StaffPost, type StaffPostListQuery, type StaffPostSummary } from "#contracts/api/posts";
import type { Paging } from "#contracts/api/responses";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { paging } from "#server/lib/list-query";
import { nowIso } from "#server/lib/time";
import { createVersionedRecords } from "#server/lib/versioned-records";
import type { BlogService } from "./blog-service";
import { toStaffPost, toStaffPostSummary } from "./post-mapper";
import * as repo from "./post-repository";

export interface StaffPostService {
  list(query: StaffPostListQuery): Promise<{ posts: StaffPostSummary[]; pagination: Paging }>;
  get(id: number): Promise<StaffPost>;
  create(input: PostInputData): Promise<StaffPost>;
  update(id: number, version: number, input: PostInputData): Promise<StaffPost>;
  setPublished(id: number, published: boolean, version?: number): Promise<StaffPost>;
  remove(id: number): Promise<void>;
  /** All posts and the published ones, for the dashboard. */
  stats(): Promise<{ total: number; published: number }>;
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
    create: (input) => records.create(input.slug, (trx) => repo.insertPost(trx, { ...scheduled(input), staticNumber: null }, nowIso())),
    update: (id, version, input) => records.update(id, input.slug, (trx) => repo.updatePost(trx, id, version, scheduled(input), nowIso())),
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
