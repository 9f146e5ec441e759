import type { ExpressionBuilder } from "kysely";
import type { ApplicationListQuery, ApplicationNote, ApplicationStatus } from "#contracts/staff-api";
import type { Db } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { nowIso } from "#server/lib/time";
import { containsText, pageOf } from "../lib/list-query";

type Filters = Pick<ApplicationListQuery, "q" | "status" | "position">;

// Every column but the resume bytes, which only the download reads.
const columns = ["id", "name", "email", "phone", "position", "status", "message", "resume_filename", "resume_size", "resume_consent_at", "created_at", "updated_at"] as const;

function matching({ q, status, position }: Filters) {
  return (eb: ExpressionBuilder<Database, "applications">) =>
    eb.and([
      ...(status ? [eb("status", "=", status)] : []),
      ...(position ? [eb("position", "=", position)] : []),
      ...(q ? [eb.or([containsText("name", q), containsText("email", q)])] : []),
    ]);
}

function newestFirst(db: Db, filters: Filters) {
  return db.selectFrom("applications").select(columns).where(matching(filters)).orderBy("created_at", "desc").orderBy("id", "desc");
}

export function listApplications(db: Db, filters: Filters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportApplications(db: Db, filters: Filters) {
  return newestFirst(db, filters).execute();
}

export function findApplication(db: Db, id: number) {
  return db.selectFrom("applications").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function listNotes(db: Db, applicationId: number): Promise<ApplicationNote[]> {
  const rows = await db
    .selectFrom("application_notes as n")
    .leftJoin("staff_users as u", "u.id", "n.author_id")
    .select(["n.id", "n.body", "n.created_at", "u.id as authorId", "u.email as authorEmail", "u.name as authorName"])
    .where("n.application_id", "=", applicationId)
    .orderBy("n.created_at")
    .orderBy("n.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.created_at,
    author: row.authorId !== null && row.authorEmail !== null ? { id: row.authorId, email: row.authorEmail, name: row.authorName ?? null } : null,
  }));
}

export async function addNote(db: Db, applicationId: number, authorId: number, body: string) {
  const row = await db
    .insertInto("application_notes")
    .values({ application_id: applicationId, author_id: authorId, body, created_at: nowIso() })
    .returning(["id"])
    .executeTakeFirstOrThrow();
  return row.id;
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
    const ids = "id" in where
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
