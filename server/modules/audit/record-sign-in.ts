import type { FastifyRequest } from "fastify";
import type { AuditAction } from "#contracts/api/audit";
import { HttpError } from "#server/errors";
import { ThrottledError } from "#server/modules/auth/sign-in-attempt";

/**
 * Sign-in is public, outside the staff plugin's hook, so the login route records it here: success with
 * the account, failure with the address tried; so do the other public account routes (an invitation accepted,
 * a sign-in link sent). Their answer is never lost to the trail (the session or account exists, or the refusal
 * stands): a row that cannot be written is logged as an error instead (decision 024).
 */
export async function recordSignIn(request: FastifyRequest, actor: { id: number | null; email: string }, action: AuditAction) {
  const entry = { actor, action, ip: request.ip };
  try {
    await request.server.audit.record(entry);
  } catch (error) {
    request.log.error({ err: error, audit: entry }, "audit: could not record a sign-in");
  }
}

/**
 * Runs a sign-in step and records its refusal (401) or throttling (429) with the address tried (for the second
 * step, the account its challenge belongs to, looked up only then; an unknown or expired challenge is no attempt
 * at an account). An outage is not an attempt and is not recorded.
 */
export async function recordingRefusals<T>(
  request: FastifyRequest,
  email: string | (() => Promise<string | undefined>),
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 429)) {
      const tried = typeof email === "string" ? email : await email().catch(() => undefined);
      if (tried !== undefined)
        await recordSignIn(
          request,
          { id: null, email: tried },
          error instanceof ThrottledError ? "auth.sign-in-throttled" : "auth.sign-in-failed",
        );
    }
    throw error;
  }
}
