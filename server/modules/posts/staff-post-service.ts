import type { Transaction } from "kysely";
import { postMessages, type PostInputData, type StaffPost, type StaffPostListQuery, type StaffPostSummary } from "#contracts/api/posts";
import type { Paging } from "#contracts/api/responses";
import type { Db } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { isUniqueViolation } from "#server/lib/database-errors";
import { paging } from "#server/lib/list-query";
import { nowIso } from "#server/lib/time";
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
}

const notFound = () => new HttpError(404, postMessages.notFound);
const stale = () => new HttpError(409, postMessages.staleVersion);
const slugTaken = () => new HttpError(409, postMessages.slugTaken, [{ field: "slug", code: "slugTaken", message: postMessages.slugTaken }]);

/**
 * Staff editing of posts. Every write drops the public blog's cache (and so the rendered pages
 * listening to it), so every public route shows the change at once.
 */
export function createStaffPostService(db: Db, blog: Pick<BlogService, "invalidate">): StaffPostService {
  const load = async (id: number) => {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    return toStaffPost(row, await repo.sectionsOf(db, [id]));
  };

  /** Runs a write in a transaction; a slug clash between the check and the write is still a 409. */
  const write = async <T>(work: (trx: Transaction<Database>) => Promise<T>) => {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
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
    async create(input) {
      if (await repo.slugTaken(db, input.slug)) throw slugTaken();
      const id = await write((trx) => repo.insertPost(trx, { ...input, staticNumber: null }, nowIso()));
      if (id === null) throw slugTaken();
      blog.invalidate();
      return load(id);
    },
    async update(id, version, input) {
      if (await repo.slugTaken(db, input.slug, id)) throw slugTaken();
      await write(async (trx) => {
        if (!(await repo.updatePost(trx, id, version, input, nowIso()))) throw (await repo.exists(trx, id)) ? stale() : notFound();
      });
      blog.invalidate();
      return load(id);
    },
    async setPublished(id, published, version) {
      if (!(await repo.setPublished(db, id, published, version, nowIso()))) throw (await repo.exists(db, id)) ? stale() : notFound();
      blog.invalidate();
      return load(id);
    },
    async remove(id) {
      if (!(await db.transaction().execute((trx) => repo.deletePost(trx, id)))) throw notFound();
      blog.invalidate();
    },
    stats: () => repo.countAll(db),
  };
}
