import type { ContactDetail } from "#contracts/api/contact";
import type { ContactRow } from "./contact-repository";

/** A contact message as staff and the data-subject requests read it. */
export function toContactDetail(row: ContactRow): ContactDetail {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
