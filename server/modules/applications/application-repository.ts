import type { ExpressionBuilder } from "kysely";
import type { ApplicationPosition, ApplicationStatus } from "#contracts/api/applications";
import type { Db } from "#server/db/database";
import type { Database, NewApplication } from "#server/db/schema";
import { countByDay as countRowsByDay } from "#server/lib/daily-counts";
import { containsText, pageOf } from "#server/lib/list-query";
import { sameEmail } from "#server/lib/person-email";
import { nowIso } from "#server/lib/time";

/** The one owner of the applications and application_notes tables. */

export interface ApplicationFilters {
  q?: string;
  status?: ApplicationStatus | "";
  position?: ApplicationPosition | "";
  /** An opening's id as the query sends it. */
  opening?: string;
}

// Every column but the resume bytes, which only the download reads.
const columns = [
  "id",
  "name",
  "email",
  "phone",
  "position",
  "status",
  "message",
  "resume_filename",
  "resume_size",
  "resume_consent_at",
  "opening_id",
  "lang",
  "created_at",
  "updated_at",
] as const;

export type ApplicationRow = Awaited<ReturnType<typeof findApplication>> & {};

/** Bytes of résumés stored in all, and from `ip` since `since` (each read from its index alone). */
export async function storedResumeBytes(db: Db, from?: { ip: string; since: string }) {
  let query = db
    .selectFrom("applications")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("resume_size"), eb.lit(0)).as("bytes"));
  if (from) query = query.where("ip", "=", from.ip).where("created_at", ">=", from.since);
  return Number((await query.executeTakeFirstOrThrow()).bytes);
}

export async function insertApplication(db: Db, row: NewApplication) {
  return (await db.insertInto("applications").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

function matching({ q, status, position, opening }: ApplicationFilters) {
  return (eb: ExpressionBuilder<Database, "applications">) =>
    eb.and([
      ...(status ? [eb("status", "=", status)] : []),
      ...(position ? [eb("position", "=", position)] : []),
      ...(opening ? [eb("opening_id", "=", Number(opening))] : []),
      ...(q ? [eb.or([containsText("name", q), containsText("email", q)])] : []),
    ]);
}

function newestFirst(db: Db, filters: ApplicationFilters) {
  return db.selectFrom("applications").select(columns).where(matching(filters)).orderBy("created_at", "desc").orderBy("id", "desc");
}

/** How many applications name each of the given openings; uses applications_opening. */
export function countByOpening(db: Db, openingIds: number[]) {
  if (openingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("applications")
    .select(["opening_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("opening_id", "in", openingIds)
    .groupBy("opening_id")
    .execute();
}

export function listApplications(db: Db, filters: ApplicationFilters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportApplications(db: Db, filters: ApplicationFilters) {
  return newestFirst(db, filters).execute();
}

export function findApplication(db: Db, id: number) {
  return db.selectFrom("applications").select(columns).where("id", "=", id).executeTakeFirst();
}

export function listNotes(db: Db, applicationId: number) {
  return db
    .selectFrom("application_notes as n")
    .leftJoin("staff_users as u", "u.id", "n.author_id")
    .select(["n.id", "n.body", "n.created_at", "u.id as authorId", "u.email as authorEmail", "u.name as authorName"])
    .where("n.application_id", "=", applicationId)
    .orderBy("n.created_at")
    .orderBy("n.id")
    .execute();
}

export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

/**
 * Adds a note only if the application still exists, in one statement (no
 * gap between a check and the insert). Undefined when there is no such
 * application; a deletion committing during the insert fails its key check.
 */
export async function addNote(db: Db, applicationId: number, authorId: number, body: string, at = nowIso()) {
  const row = await db
    .insertInto("application_notes")
    .columns(["application_id", "author_id", "body", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("applications")
        .select((s) => [
          s.ref("id").as("application_id"),
          s.val(authorId).as("author_id"),
          s.val(body).as("body"),
          s.val(at).as("created_at"),
        ])
        .where("id", "=", applicationId),
    )
    .returning(["id", "created_at"])
    .executeTakeFirst();
  return row;
}

/** Moves the status only if it is still `from`: two staff acting at once cannot skip the workflow. */
export async function moveStatus(db: Db, id: number, from: ApplicationStatus, to: ApplicationStatus) {
  const result = await db
    .updateTable("applications")
    .set({ status: to, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findResume(db: Db, id: number) {
  return db.selectFrom("applications").select(["resume", "resume_filename"]).where("id", "=", id).executeTakeFirst();
}

/** Deletes applications (with their resumes and notes); notes first, for databases without cascading keys. */
export async function deleteApplications(db: Db, where: { id: number } | { createdBefore: string }) {
  return db.transaction().execute(async (trx) => {
    const ids =
      "id" in where
        ? [where.id]
        : (await trx.selectFrom("applications").select("id").where("created_at", "<", where.createdBefore).execute()).map((row) => row.id);
    if (ids.length === 0) return 0;
    let deleted = 0;
    // Batches keep each statement's parameter list well under SQLite's limit.
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      await trx.deleteFrom("application_notes").where("application_id", "in", batch).execute();
      const result = await trx.deleteFrom("applications").where("id", "in", batch).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    return deleted;
  });
}

export function countByStatus(db: Db) {
  return db
    .selectFrom("applications")
    .select(["status as key", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
}

export function countByPosition(db: Db) {
  return db
    .selectFrom("applications")
    .select(["position as key", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("position")
    .execute();
}

/** Applications per opening over the whole table; a null opening_id counts the general applications. */
export function countPerOpening(db: Db) {
  return db
    .selectFrom("applications")
    .select(["opening_id", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("opening_id")
    .execute();
}

export function countByDay(db: Db, now: Date) {
  return countRowsByDay(db, "applications", now);
}

// Data-subject requests (decision 024): everything held about one address, its correction and erasure.

/** Applications sent from an address, with their notes, without the résumé bytes. */
export async function findApplicationsByEmail(db: Db, email: string) {
  const rows = await db.selectFrom("applications").select(columns).where(sameEmail("email", email)).orderBy("id").execute();
  const notes = rows.length
    ? await db
        .selectFrom("application_notes")
        .select(["application_id", "body", "created_at"])
        .where(
          "application_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return rows.map((row) => ({ ...row, notes: notes.filter((n) => n.application_id === row.id) }));
}

export async function correctApplicationsOf(db: Db, email: string, change: { name?: string; email?: string; phone?: string }) {
  const result = await db
    .updateTable("applications")
    .set({ ...change, updated_at: nowIso() })
    .where(sameEmail("email", email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes an address's applications with their notes and résumés (the bytes live in the row); how many. */
export async function eraseApplicationsOf(db: Db, email: string) {
  const ids = (await db.selectFrom("applications").select("id").where(sameEmail("email", email)).execute()).map((r) => r.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom("application_notes").where("application_id", "in", ids).execute();
  const result = await db.deleteFrom("applications").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A deleted staff account's notes stay, without an author. */
export async function forgetNoteAuthor(db: Db, authorId: number) {
  await db.updateTable("application_notes").set({ author_id: null }).where("author_id", "=", authorId).execute();
}
