import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditAction } from "#contracts/api/audit";
import { HttpError, unavailableMessage } from "#server/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Record each successful call in the audit trail (issue 16, decision 024), e.g.
     * `config: { roles: ["sales"], audit: { action: "quote.view", subject: "quote" } }`.
     * The subject's id is the route's `:id` parameter when it has one, else the `data.id` of the answer (a record
     * just created). `action` may be chosen from the request (publishing or withdrawing a post). Nothing else is needed.
     */
    audit?: { action: AuditAction | ((request: FastifyRequest) => AuditAction); subject?: string };
  }
}

/**
 * onSend hook of the staff plugin: a route that declares `config.audit` has each successful answer
 * (status below 400) recorded before it leaves, with the member of staff, the route's :id and the
 * request's address (request.ip, which trusts only the proxies TRUST_PROXY lists).
 * When the row cannot be written, a read (GET: a record, a résumé, an export) is not handed out
 * (503), since nobody may see personal data unrecorded; a change has already happened, so its answer
 * is kept and the failure logged as an error with everything the row would have held (decision 024).
 */
export async function recordStaffAction(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const audit = request.routeOptions.config.audit;
  const staff = request.staff;
  if (!audit || !staff || reply.statusCode >= 400) return payload;
  const id = (request.params as { id?: unknown } | undefined)?.id ?? createdId(payload);
  const entry = {
    actor: { id: staff.user.id, email: staff.user.email },
    action: typeof audit.action === "function" ? audit.action(request) : audit.action,
    subject: audit.subject ? { type: audit.subject, id: typeof id === "number" || typeof id === "string" ? id : null } : undefined,
    ip: request.ip,
  };
  try {
    await request.server.audit.record(entry);
  } catch (error) {
    request.log.error({ err: error, audit: entry }, "audit: could not record a staff action");
    if (request.method === "GET") throw new HttpError(503, unavailableMessage);
  }
  return payload;
}

/** The id of the record an answer names (`{ data: { id } }`, what a creation answers), or undefined. */
function createdId(payload: unknown): number | undefined {
  if (typeof payload !== "string" || !payload.startsWith('{"success":true,"data":{')) return undefined;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === "number" ? id : undefined;
  } catch {
    return undefined;
  }
}
