import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { LoginRequestSchema, LoginResponseSchema, VerifyResponseSchema, staffMessages } from "#contracts/api/auth";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { everyStaffRole } from "#contracts/api/staff-roles";
import { staffSecurity } from "#server/lib/staff-list-routes";
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
        return {
          success: true as const,
          token: session.token,
          user: session.user,
          message: staffMessages.signedIn,
          expiresAt: session.expiresAt,
        };
      } catch (error) {
        if (error instanceof ThrottledError) reply.header("Retry-After", String(error.retryAfterSeconds));
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
