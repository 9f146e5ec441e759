import type { AuditAction, AuditEntry, AuditListFilters } from "#contracts/api/audit";
import type { Db } from "#server/db/database";
import type { AuditLogTable } from "#server/db/schema";
import type { Selectable } from "kysely";
import { nowIso } from "#server/lib/time";
import { forgetTriedAddress, insertAuditRow, listAuditRows, purgeAuditRows } from "./audit-repository";

/** One recorded action: who, what, about which record, from where; `details` holds counts only. */
export interface AuditRecord {
  actor: { id: number | null; email: string | null };
  action: AuditAction;
  subject?: { type: string; id?: string | number | null };
  ip: string;
  details?: Record<string, number>;
}

export interface AuditService {
  record(entry: AuditRecord, db?: Db): Promise<void>;
  list(query: AuditListFilters): Promise<{ rows: AuditEntry[]; total: number }>;
  /** A data-subject erasure (decision 024): forgets the address refused sign-ins tried, in the erasure's transaction; how many rows. */
  forgetTriedAddress(email: string, db: Db): Promise<number>;
  /** For the retention job: deletes the rows recorded before `before` (ISO); how many. */
  purgeBefore(before: string): Promise<number>;
}

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  let details: Record<string, number> | null;
  try {
    details = row.details ? (JSON.parse(row.details) as Record<string, number>) : null;
  } catch {
    details = null;
  }
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    ip: row.ip,
    details,
  };
}

/** Writes and reads the trail. `record` takes a transaction when the row must share the action's fate (an erasure). */
export function createAuditService(db: Db): AuditService {
  return {
    forgetTriedAddress: (email, into) => forgetTriedAddress(into, email),
    purgeBefore: (before) => purgeAuditRows(db, before),
    async record({ actor, action, subject, ip, details }, into = db) {
      await insertAuditRow(into, {
        at: nowIso(),
        actor_id: actor.id,
        actor_email: actor.email?.slice(0, 254) ?? null,
        action,
        subject_type: subject?.type ?? null,
        subject_id: subject?.id == null ? null : String(subject.id).slice(0, 64),
        ip: ip.slice(0, 64),
        details: details ? JSON.stringify(details) : null,
      });
    },
    async list({ page, limit, actor, action, from, to }) {
      const { rows, total } = await listAuditRows(
        db,
        {
          actor: actor || undefined,
          action: action || undefined,
          from: from ? `${from}T00:00:00.000Z` : undefined,
          to: to ? `${to}T23:59:59.999Z` : undefined,
        },
        page,
        limit,
      );
      return { rows: rows.map(toEntry), total };
    },
  };
}
