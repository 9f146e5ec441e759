import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { LoginRequestSchema, LoginResponseSchema, VerifyResponseSchema, staffMessages } from "#contracts/api/auth";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { everyStaffRole } from "#contracts/api/staff-roles";
import { staffSecurity } from "#server/lib/staff-list-routes";
import { recordSignIn } from "#server/modules/audit/record-sign-in";
import { HttpError } from "#server/errors";
import { ThrottledError } from "./auth-service";
import { revokeSession } from "./session-repository";
import { invitationRoutes } from "./staff-account-routes";

const tags = ["auth"];

/** POST /api/auth/login and POST /api/auth/invitations/accept: public. */
export async function loginRoutes(app: FastifyInstance) {
  await invitationRoutes(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in; answers the Bearer token for the staff endpoints",
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...failures(400, 401, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const { email, password } = request.body;
      try {
        const session = await app.auth.login({ email, password, ip: request.ip });
        await recordSignIn(request, { id: session.user.id, email: session.user.email }, "auth.sign-in");
        return {
          success: true as const,
          token: session.token,
          user: session.user,
          message: staffMessages.signedIn,
          expiresAt: session.expiresAt,
        };
      } catch (error) {
        if (error instanceof ThrottledError) reply.header("Retry-After", String(error.retryAfterSeconds));
        // A refused password or a throttled attempt is recorded with the address tried; an outage is not an attempt.
        if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 429))
          await recordSignIn(
            request,
            { id: null, email },
            error instanceof ThrottledError ? "auth.sign-in-throttled" : "auth.sign-in-failed",
          );
        throw error;
      }
    },
  );
}

/** GET /api/auth/verify and POST /api/auth/logout: inside the staff plugin, behind requireStaff. */
export async function sessionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/auth/verify",
    {
      config: { roles: everyStaffRole },
      schema: {
        tags,
        summary: "Who the token belongs to (401 when it is not valid)",
        security: staffSecurity,
        response: { 200: VerifyResponseSchema, ...failures(401, 500) },
      },
    },
    async (request) => ({ success: true as const, user: request.staff!.user }),
  );

  routes.post(
    "/auth/logout",
    {
      config: { roles: everyStaffRole },
      schema: {
        tags,
        summary: "Sign out: the token stops working at once",
        security: staffSecurity,
        // Nothing to send; the token in the header names the session.
        body: z.nullish(z.looseObject({})),
        response: { 200: ApiMessageSchema, ...failures(401, 500) },
      },
    },
    async (request) => {
      await revokeSession(app.db, request.staff!.sessionId);
      return { success: true as const, message: staffMessages.signedOut };
    },
  );
}
