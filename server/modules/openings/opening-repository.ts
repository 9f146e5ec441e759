import { sql, type Kysely, type Transaction } from "kysely";
import type { EmploymentType, OpeningInputData, OpeningStatus } from "#contracts/api/openings";
import type { Database, Opening } from "#server/db/schema";
import { containsText, pageOf } from "#server/lib/list-query";

/**
 * Every query on `openings`, for the public careers pages, the staff editor and the seed. Each function
 * takes a database or an open transaction, so writers can join the caller's transaction.
 */
type Executor = Kysely<Database> | Transaction<Database>;

export type OpeningRow = Opening;

export interface StaffOpeningFilters {
  q?: string;
  status?: OpeningStatus;
  type?: EmploymentType;
  department?: string;
}

// ---------------------------------------------------------------- reads

/** Open openings whose closing date is `today` or later, newest posting first; uses openings_status_posted. */
export function listOpen(db: Executor, today: string, limit: number): Promise<OpeningRow[]> {
  return db
    .selectFrom("openings")
    .selectAll()
    .where("status", "=", "open")
    .where("closes_on", ">=", today)
    .orderBy("posted_on", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export function findBySlug(db: Executor, slug: string): Promise<OpeningRow | undefined> {
  return db.selectFrom("openings").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function findById(db: Executor, id: number): Promise<OpeningRow | undefined> {
  return db.selectFrom("openings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every opening for the staff list, newest posting date first. */
export function listAll(db: Executor, { q, status, type, department }: StaffOpeningFilters, page: number, limit: number) {
  let query = db.selectFrom("openings");
  if (status) query = query.where("status", "=", status);
  if (type) query = query.where("employment_type", "=", type);
  if (department) query = query.where("department", "=", department);
  if (q) query = query.where((eb) => eb.or([containsText("title", q), containsText("slug", q), containsText("department", q)]));
  return pageOf(query.selectAll().orderBy("posted_on", "desc").orderBy("id", "desc"), page, limit);
}

/** Titles of the given openings (the staff applications list and dashboard name them). */
export function titlesOf(db: Executor, ids: number[]): Promise<Pick<OpeningRow, "id" | "title" | "slug">[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("openings").select(["id", "title", "slug"]).where("id", "in", ids).execute();
}

/** Every opening's id, title, status and department, newest posting first (the staff filters' choices; staff keep few). */
export function listChoices(db: Executor): Promise<Pick<OpeningRow, "id" | "title" | "status" | "department">[]> {
  return db
    .selectFrom("openings")
    .select(["id", "title", "status", "department"])
    .orderBy("posted_on", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function existingSlugs(db: Executor): Promise<Set<string>> {
  return new Set((await db.selectFrom("openings").select("slug").execute()).map((row) => row.slug));
}

/** How many openings there are in each status. */
export function countByStatus(db: Executor) {
  return db
    .selectFrom("openings")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
}

// ---------------------------------------------------------------- writes

function openingValues(opening: OpeningInputData) {
  return {
    slug: opening.slug,
    title: opening.title,
    department: opening.department,
    city: opening.city,
    region: opening.region,
    remote: opening.remote ? 1 : 0,
    employment_type: opening.employmentType,
    experience_min_years: opening.experienceMinYears,
    experience_max_years: opening.experienceMaxYears,
    salary_min: opening.salaryMin,
    salary_max: opening.salaryMax,
    salary_period: opening.salaryPeriod,
    summary: opening.summary,
    sections: JSON.stringify(opening.sections),
    translations: JSON.stringify(opening.translations),
    posted_on: opening.postedOn,
    closes_on: opening.closesOn,
  };
}

/**
 * Inserts an opening. Returns the new id, or null when the slug already exists (another instance
 * may be seeding, or staff saving, at the same moment).
 */
export async function insertOpening(
  db: Executor,
  opening: OpeningInputData,
  { status, sample }: { status: OpeningStatus; sample: boolean },
  now: string,
): Promise<number | null> {
  const inserted = await db
    .insertInto("openings")
    .values({ ...openingValues(opening), status, sample: sample ? 1 : 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? inserted.id : null;
}

/**
 * Optimistic locking, as for posts: the update applies only while the row still has the version the
 * editor loaded, and bumps it. An edit makes a sample opening the staff's own.
 */
export async function updateOpening(db: Executor, id: number, version: number, opening: OpeningInputData, now: string) {
  const result = await db
    .updateTable("openings")
    .set({ ...openingValues(opening), sample: 0, version: sql`version + 1`, updated_at: now })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the status from `from` to `to`, only while the row still has `version` and `from`. */
export async function moveStatus(db: Executor, id: number, from: OpeningStatus, to: OpeningStatus, version: number, now: string) {
  const result = await db
    .updateTable("openings")
    .set({ status: to, version: sql`version + 1`, updated_at: now })
    .where("id", "=", id)
    .where("version", "=", version)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOpening(db: Executor, id: number) {
  return Number((await db.deleteFrom("openings").where("id", "=", id).executeTakeFirst()).numDeletedRows) === 1;
}
