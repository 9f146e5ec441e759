import type { AuditEntry } from "#contracts/api/audit";
import type { ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

/** The audit screen's filters: q is the actor's e-mail address, the action one of the known actions, from/to whole days. */
export interface AuditScreenQuery {
  page: number;
  q: string | undefined;
  action: string | undefined;
  from?: string;
  to?: string;
}

/** One page of the audit trail (GET /api/staff/audit), newest first. */
export function auditListQuery({ page, q, action, from, to }: AuditScreenQuery) {
  const query = { page, actor: q, action, from, to };
  return {
    queryKey: [...adminKeys.audit, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<ApiPage<AuditEntry>>("/staff/audit", { query, signal }),
  };
}
