import type { Kysely, Transaction } from "kysely";
import type { Db } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { isUniqueViolation } from "./database-errors";

type Executor = Kysely<Database> | Transaction<Database>;

/** The tables staff edit through an address (`slug`) and an optimistic `version`: each is its own module's. */
export type VersionedTable = "posts" | "openings";

/** The answers a versioned editor's writes give, in the owning module's words (contracts/api/<area>.ts). */
export interface VersionedMessages {
  notFound: string;
  staleVersion: string;
  slugTaken: string;
}

/**
 * The versioned writes the staff editors share (posts, openings): a create or update checks the slug is
 * free (409 `slugTaken`, on the slug field), an update matches the version the edit started from, and a
 * write that matched no row is a 409 conflict while the record exists and a 404 once it is gone. The
 * owning module names its table and passes its own row writes; this helper reads only `id` and `slug`.
 */
export function createVersionedRecords<R>(
  db: Db,
  table: VersionedTable,
  messages: VersionedMessages,
  /** After each create or update: the public reads to clear, and the record as staff see it. */
  after: { invalidate: () => void; load: (id: number) => Promise<R> },
) {
  const notFound = () => new HttpError(404, messages.notFound);
  const stale = () => new HttpError(409, messages.staleVersion);
  const slugTaken = () => new HttpError(409, messages.slugTaken, [{ field: "slug", code: "slugTaken", message: messages.slugTaken }]);

  const slugInUse = async (slug: string, exceptId?: number) => {
    let query = db.selectFrom(table).select("id").where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };

  /** The error for a versioned write that matched no row: stale while the record is there, else not found. */
  const missed = async (executor: Executor, id: number) =>
    (await executor.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) ? stale() : notFound();

  /** Runs a write in a transaction; a slug clash between the check and the write is still a 409. */
  const transaction = async <T>(work: (trx: Transaction<Database>) => Promise<T>) => {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  };

  return {
    notFound,
    stale,
    missed,
    /** Inserts a new record once its slug is free; the record as stored. `insert` answers null when the slug was taken meanwhile. */
    async create(slug: string, insert: (trx: Transaction<Database>) => Promise<number | null>): Promise<R> {
      if (await slugInUse(slug)) throw slugTaken();
      const id = await transaction(insert);
      if (id === null) throw slugTaken();
      after.invalidate();
      return after.load(id);
    },
    /** Writes over record `id` once its slug is free; `write` answers false when no row had the version it matched. */
    async update(id: number, slug: string, write: (trx: Transaction<Database>) => Promise<boolean>): Promise<R> {
      if (await slugInUse(slug, id)) throw slugTaken();
      await transaction(async (trx) => {
        if (!(await write(trx))) throw await missed(trx, id);
      });
      after.invalidate();
      return after.load(id);
    },
  };
}
