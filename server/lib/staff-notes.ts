import type { StaffNote } from "#contracts/api/notes";

/** A note row joined with its author (null once the account is deleted), as each owner's repository selects it. */
export interface StaffNoteRow {
  id: number;
  body: string;
  created_at: string;
  authorId: number | null;
  authorEmail: string | null;
  authorName: string | null;
  /** Quotes only: 1 for the buyer's question (issue 31). */
  fromBuyer?: number;
}

/** The one mapping of staff notes (applications, quotes) to the API's shape. */
export function toStaffNote(row: StaffNoteRow): StaffNote {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.created_at,
    ...(row.fromBuyer ? { fromBuyer: true } : {}),
    author:
      row.authorId !== null && row.authorEmail !== null ? { id: row.authorId, email: row.authorEmail, name: row.authorName ?? null } : null,
  };
}

/** The note just added by `author`, without reading it back. */
export function newStaffNote(
  note: { id: number; created_at: string },
  author: { id: number; email: string; name: string | null },
  body: string,
): StaffNote {
  return { id: note.id, body, createdAt: note.created_at, author: { id: author.id, email: author.email, name: author.name } };
}
