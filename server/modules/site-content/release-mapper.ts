import type { Release } from "#contracts/api/site-content";
import type { ReleaseRow } from "./word-repository";

/** A release as the staff screens list it: who (null once the account was deleted), when, what kind and how much. */
export function toRelease(row: ReleaseRow): Release {
  return {
    id: row.id,
    at: row.at,
    by: row.by_id === null ? null : { id: row.by_id, name: row.by_name ?? row.by_email ?? "" },
    action: row.action,
    restoredFrom: row.restored_from,
    languages: row.languages,
    changes: row.changes.length,
  };
}
