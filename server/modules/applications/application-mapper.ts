import { applicationTransitions, type ApplicationDetail, type ApplicationNote, type ApplicationSummary } from "#contracts/api/applications";
import type { OpeningCount } from "#contracts/api/stats";
import { preview } from "#server/lib/list-query";
import { toStaffNote } from "#server/lib/staff-notes";
import type { ApplicationRow, NoteRow } from "./application-repository";

/** The one mapping from application rows to the API's shapes. */

/** Titles of the openings rows name, by id (the openings module's answer). */
export type OpeningTitles = Map<number, { title: string }>;

/** The fields a list row and the detail share. */
function applicationFields(row: ApplicationRow, openings: OpeningTitles) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    status: row.status,
    opening: row.opening_id === null ? null : { id: row.opening_id, title: openings.get(row.opening_id)?.title ?? "" },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toApplicationSummary(row: ApplicationRow, openings: OpeningTitles): ApplicationSummary {
  return { ...applicationFields(row, openings), messagePreview: preview(row.message), hasResume: row.resume_filename !== null };
}

export const toApplicationNote: (row: NoteRow) => ApplicationNote = toStaffNote;

export function toApplicationDetail(row: ApplicationRow, notes: NoteRow[], openings: OpeningTitles): ApplicationDetail {
  return {
    ...applicationFields(row, openings),
    message: row.message,
    resume:
      row.resume_filename !== null
        ? { filename: row.resume_filename, size: row.resume_size ?? 0, url: `/api/applications/${row.id}/resume` }
        : null,
    resumeConsentAt: row.resume_consent_at,
    lang: row.lang,
    notes: notes.map(toApplicationNote),
    allowedStatuses: [...applicationTransitions[row.status]],
  };
}

/** The CSV export's columns; Opening is empty for a general application. */
export const applicationCsvHeader = [
  "ID",
  "Received",
  "Name",
  "Email",
  "Phone",
  "Position",
  "Opening",
  "Status",
  "Message",
  "Resume",
  "Resume bytes",
];

export function toApplicationCsvRow(r: ApplicationRow, openings: OpeningTitles) {
  const opening = r.opening_id === null ? null : (openings.get(r.opening_id)?.title ?? null);
  return [r.id, r.created_at, r.name, r.email, r.phone, r.position, opening, r.status, r.message, r.resume_filename, r.resume_size];
}

/** The dashboard's applications per opening: most first, the general applications (no opening) among them. */
export function toOpeningCounts(rows: { opening_id: number | null; count: number | string }[], openings: OpeningTitles): OpeningCount[] {
  return rows
    .map((row) => ({
      opening: row.opening_id === null ? null : { id: row.opening_id, title: openings.get(row.opening_id)?.title ?? "" },
      count: Number(row.count),
    }))
    .sort((a, b) => b.count - a.count || (a.opening?.id ?? 0) - (b.opening?.id ?? 0));
}
