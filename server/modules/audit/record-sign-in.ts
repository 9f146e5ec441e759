import type { FastifyRequest } from "fastify";
import type { AuditAction } from "#contracts/api/audit";

/**
 * Sign-in is public, outside the staff plugin's hook, so the login route records it here: success with
 * the account, failure with the address tried. A sign-in's answer is never lost to the trail (the session
 * exists, or the refusal stands): a row that cannot be written is logged as an error instead (decision 024).
 */
export async function recordSignIn(request: FastifyRequest, actor: { id: number | null; email: string }, action: AuditAction) {
  const entry = { actor, action, ip: request.ip };
  try {
    await request.server.audit.record(entry);
  } catch (error) {
    request.log.error({ err: error, audit: entry }, "audit: could not record a sign-in");
  }
}
