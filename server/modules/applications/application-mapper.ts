import { applicationTransitions, type ApplicationDetail, type ApplicationNote, type ApplicationSummary } from "#contracts/api/applications";
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
    notes: notes.map(toApplicationNote),
    allowedStatuses: [...applicationTransitions[row.status]],
  };
}

/** The CSV export's columns. */
export const applicationCsvHeader = ["ID", "Received", "Name", "Email", "Phone", "Position", "Status", "Message", "Resume", "Resume bytes"];

export function toApplicationCsvRow(r: ApplicationRow) {
  return [r.id, r.created_at, r.name, r.email, r.phone, r.position, r.status, r.message, r.resume_filename, r.resume_size];
}
