import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { LoginAnswerSchema, LoginRequestSchema, VerifyResponseSchema, staffMessages } from "#contracts/api/auth";
import { secondFactorMessages } from "#contracts/api/second-factor";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { everyStaffRole } from "#contracts/api/staff-roles";
import { staffSecurity } from "#server/lib/staff-list-routes";
import { recordSignIn, recordingRefusals } from "#server/modules/audit/record-sign-in";
import { secondFactorSignInRoute } from "./second-factor-routes";
import { signInLinkRoute } from "./sign-in-link-routes";
import { withRetryAfter } from "./sign-in-attempt";
import { revokeSession } from "./session-repository";
import { invitationRoutes } from "./staff-account-routes";

const tags = ["auth"];

/** POST /api/auth/login, /api/auth/sign-in-link and /api/auth/invitations/accept: public. */
export async function loginRoutes(app: FastifyInstance) {
  await invitationRoutes(app);
  await secondFactorSignInRoute(app);
  await signInLinkRoute(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in; answers the Bearer token for the staff endpoints, or a challenge for the second factor's code",
        body: LoginRequestSchema,
        response: { 200: LoginAnswerSchema, ...failures(400, 401, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const { email, password, link } = request.body;
      const answer = await recordingRefusals(request, email, () =>
        withRetryAfter(reply, () => app.auth.login({ email, password, link, ip: request.ip })),
      );
      if (answer.kind === "challenge")
        return {
          success: true as const,
          secondFactorRequired: true as const,
          challenge: answer.token,
          expiresAt: answer.expiresAt,
          message: secondFactorMessages.codeNeeded,
        };
      await recordSignIn(request, { id: answer.user.id, email: answer.user.email }, "auth.sign-in");
      return {
        success: true as const,
        token: answer.token,
        user: answer.user,
        message: staffMessages.signedIn,
        expiresAt: answer.expiresAt,
        ...(answer.secondFactorSetupRequired ? { secondFactorSetupRequired: true as const } : {}),
      };
    },
  );
}

/** GET /api/auth/verify and POST /api/auth/logout: inside the staff plugin, behind requireStaff. */
export async function sessionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/auth/verify",
    {
      config: { roles: everyStaffRole, beforeSecondFactor: true },
      schema: {
        tags,
        summary: "Who the token belongs to (401 when it is not valid)",
        security: staffSecurity,
        response: { 200: VerifyResponseSchema, ...failures(401, 500) },
      },
    },
    async (request) => ({
      success: true as const,
      user: request.staff!.user,
      ...(request.staff!.secondFactorSetupRequired ? { secondFactorSetupRequired: true as const } : {}),
    }),
  );

  routes.post(
    "/auth/logout",
    {
      config: { roles: everyStaffRole, beforeSecondFactor: true, audit: { action: "auth.sign-out" } },
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
