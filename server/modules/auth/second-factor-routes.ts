import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { LoginResponseSchema, staffMessages } from "#contracts/api/auth";
import { ApiMessageSchema, apiData, failures } from "#contracts/api/responses";
import {
  RecoveryCodesSchema,
  SecondFactorCodeRequestSchema,
  SecondFactorEnrolmentSchema,
  SecondFactorLoginRequestSchema,
  SecondFactorRequirementSchema,
  SecondFactorStatusSchema,
  secondFactorMessages,
} from "#contracts/api/second-factor";
import { adminOnly, everyStaffRole } from "#contracts/api/staff-roles";
import { staffSecurity } from "#server/lib/staff-list-routes";
import { recordSignIn, recordingRefusals } from "#server/modules/audit/record-sign-in";
import { withRetryAfter } from "./sign-in-attempt";

const tags = ["auth"];
// Every member of staff manages their own second factor, also while it is the one thing they must do.
const ownSecondFactor = { roles: everyStaffRole, beforeSecondFactor: true };

/** POST /api/auth/login/second-factor: public, the second step of a sign-in (decision 023). */
export async function secondFactorSignInRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/auth/login/second-factor",
    {
      schema: {
        tags,
        summary: "Complete a sign-in with a code from the authenticator app or a recovery code",
        body: SecondFactorLoginRequestSchema,
        response: { 200: LoginResponseSchema, ...failures(400, 401, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const { challenge, code } = request.body;
      const session = await recordingRefusals(
        request,
        () => app.secondFactor.challengeEmail(challenge),
        () => withRetryAfter(reply, () => app.secondFactor.completeSignIn({ challenge, code, ip: request.ip })),
      );
      await recordSignIn(request, { id: session.user.id, email: session.user.email }, "auth.sign-in");
      return {
        success: true as const,
        token: session.token,
        user: session.user,
        message: staffMessages.signedIn,
        expiresAt: session.expiresAt,
      };
    },
  );
}

/** The signed-in account's own second factor, and the administrators' requirement; inside the staff plugin. */
export async function secondFactorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/second-factor",
    {
      config: ownSecondFactor,
      schema: {
        tags,
        summary: "Whether this account has a second factor, its recovery codes left, and whether everyone must have one",
        security: staffSecurity,
        response: { 200: apiData(SecondFactorStatusSchema), ...failures(401, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.secondFactor.status(request.staff!.user.id) }),
  );

  routes.post(
    "/staff/second-factor/enrolment",
    {
      config: { ...ownSecondFactor, audit: { action: "second-factor.enrolment" } },
      schema: {
        tags,
        summary: "Start setting up a second factor: a new secret as a QR code and as text",
        security: staffSecurity,
        body: z.nullish(z.looseObject({})),
        response: { 200: apiData(SecondFactorEnrolmentSchema), ...failures(401, 409, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.secondFactor.startEnrolment(request.staff!.user.id) }),
  );

  routes.post(
    "/staff/second-factor/enrolment/confirm",
    {
      config: { ...ownSecondFactor, audit: { action: "second-factor.enable" } },
      schema: {
        tags,
        summary: "Confirm the set-up with a code; answers the ten recovery codes, shown this once",
        security: staffSecurity,
        body: SecondFactorCodeRequestSchema,
        response: { 200: apiData(RecoveryCodesSchema), ...failures(400, 401, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await withRetryAfter(reply, () =>
        app.secondFactor.confirmEnrolment(request.staff!.user.id, request.body.code, request.ip),
      );
      return { success: true as const, data: { recoveryCodes } };
    },
  );

  routes.post(
    "/staff/second-factor/disable",
    {
      config: { ...ownSecondFactor, audit: { action: "second-factor.disable" } },
      schema: {
        tags,
        summary: "Turn the second factor off, with a current code or a recovery code",
        security: staffSecurity,
        body: SecondFactorCodeRequestSchema,
        response: { 200: ApiMessageSchema, ...failures(400, 401, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => app.secondFactor.disable(request.staff!.user.id, request.body.code, request.ip));
      return { success: true as const, message: secondFactorMessages.disabled };
    },
  );

  routes.get(
    "/staff/settings/second-factor",
    {
      config: { roles: adminOnly },
      schema: {
        tags: ["settings (staff)"],
        summary: "Whether every staff account must have a second factor",
        security: staffSecurity,
        response: { 200: apiData(SecondFactorRequirementSchema), ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: { requiredForEveryone: await app.secondFactor.requiredForEveryone() } }),
  );

  routes.put(
    "/staff/settings/second-factor",
    {
      config: { roles: adminOnly, audit: { action: "settings.second-factor" } },
      schema: {
        tags: ["settings (staff)"],
        summary: "Require a second factor of every staff account (those without one must set it up at their next request)",
        security: staffSecurity,
        body: SecondFactorRequirementSchema,
        response: { 200: apiData(SecondFactorRequirementSchema), ...failures(400, 401, 415, 500) },
      },
    },
    async (request) => {
      await app.secondFactor.setRequiredForEveryone(request.body.requiredForEveryone);
      return { success: true as const, data: { requiredForEveryone: request.body.requiredForEveryone } };
    },
  );
}
