import type { FastifyReply, FastifyRequest } from "fastify";
import { staffMessages, type StaffUser } from "#contracts/api/auth";
import { HttpError } from "#server/errors";
import { findSessionUser } from "./session-repository";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member of staff; set by requireStaff on every staff route. */
    staff: {
      sessionId: number;
      user: StaffUser;
      hasSecondFactor: boolean;
      /** Set by requireSecondFactor: everyone must have a second factor and this account has none (decision 023). */
      secondFactorSetupRequired?: boolean;
    } | null;
  }
}

const bearer = /^Bearer ([^\s]+)$/i;

/**
 * onRequest hook of the staff plugin: runs before the body is even read, so a
 * request without a valid session learns nothing but 401. The token comes
 * only from the Authorization header; there is no cookie, so no CSRF surface.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  reply.header("Cache-Control", "no-store");
  const header = request.headers.authorization;
  const token = typeof header === "string" ? bearer.exec(header.trim())?.[1] : undefined;
  if (!token) throw new HttpError(401, staffMessages.notSignedIn);
  const session = await findSessionUser(request.server.db, token);
  if (!session) throw new HttpError(401, staffMessages.sessionExpired);
  request.staff = session;
}
