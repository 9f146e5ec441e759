import type { FastifyInstance } from "fastify";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { recordSignIn } from "#server/modules/audit/record-sign-in";
import {
  AcceptInvitationSchema,
  InvitationPreviewRequestSchema,
  InvitationPreviewResponseSchema,
  InviteRequestSchema,
  InviteResponseSchema,
  StaffAccountResponseSchema,
  StaffAccountsResponseSchema,
  StaffAccountUpdateSchema,
  staffAccountMessages,
} from "#contracts/api/staff-accounts";
import { staffSecurity } from "#server/lib/staff-list-routes";

const tags = ["staff accounts"];
// Administrators only (docs/decisions/020-staff-roles.md): admin is always allowed, and no other role is.
const config = { roles: staffAreaRoles.accounts };

/** Inside the staff plugin: administrators list, invite (and revoke or resend a pending invitation), re-role and disable staff accounts. */
export async function staffAccountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/accounts",
    {
      config,
      schema: {
        tags,
        summary: "Every staff account and the invitations not used yet",
        security: staffSecurity,
        response: { 200: StaffAccountsResponseSchema, ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: await app.staffAccounts.list() }),
  );

  routes.post(
    "/staff/accounts/invitations",
    {
      config: { ...config, audit: { action: "account.invite", subject: "invitation" } },
      schema: {
        tags,
        summary: "Invite someone by e-mail with a one-time link valid 72 hours, for a role",
        security: staffSecurity,
        body: InviteRequestSchema,
        response: { 201: InviteResponseSchema, ...failures(400, 401, 409, 415, 500) },
      },
    },
    async (request, reply) => {
      const data = await app.staffAccounts.invite(request.body, request.staff!.user.id);
      return reply.code(201).send({ success: true as const, message: staffAccountMessages.invited, data });
    },
  );

  routes.delete(
    "/staff/accounts/invitations/:id",
    {
      config: { ...config, audit: { action: "account.revoke-invitation", subject: "invitation" } },
      schema: {
        tags,
        summary: "Withdraw a pending invitation: its link stops working",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: ApiMessageSchema, ...failures(400, 401, 404, 500) },
      },
    },
    async (request) => {
      await app.staffAccounts.revoke(request.params.id);
      return { success: true as const, message: staffAccountMessages.invitationRevoked };
    },
  );

  routes.post(
    "/staff/accounts/invitations/:id/resend",
    {
      config: { ...config, audit: { action: "account.resend-invitation", subject: "invitation" } },
      schema: {
        tags,
        summary: "Send a pending invitation again, with a new link valid 72 hours (the old link stops working)",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 201: InviteResponseSchema, ...failures(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const data = await app.staffAccounts.resend(request.params.id, request.staff!.user.id);
      return reply.code(201).send({ success: true as const, message: staffAccountMessages.invitationResent, data });
    },
  );

  routes.patch(
    "/staff/accounts/:id",
    {
      config: { ...config, audit: { action: "account.change", subject: "account" } },
      schema: {
        tags,
        summary: "Change an account's role, or disable or enable it (never the last active administrator)",
        security: staffSecurity,
        params: IdParamsSchema,
        body: StaffAccountUpdateSchema,
        response: { 200: StaffAccountResponseSchema, ...failures(400, 401, 404, 409, 415, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await app.staffAccounts.update(request.params.id, request.body) }),
  );
}

/** POST /api/auth/invitations/preview and …/accept: public; the link's token proves the invitation. */
export async function invitationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/auth/invitations/preview",
    {
      config: app.formRateLimit("Too many attempts. Please wait a minute and try again."),
      schema: {
        tags,
        summary: "The e-mail address and role an invitation link creates the account with, before it is accepted",
        body: InvitationPreviewRequestSchema,
        response: { 200: InvitationPreviewResponseSchema, ...failures(400, 410, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { success: true as const, data: await app.staffAccounts.preview(request.body.token) };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/auth/invitations/accept",
    {
      config: app.formRateLimit("Too many attempts. Please wait a minute and try again."),
      schema: {
        tags,
        summary: "Create the invited staff account with its password (the link works once, for 72 hours)",
        body: AcceptInvitationSchema,
        response: { 201: ApiMessageSchema, ...failures(400, 409, 410, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const account = await app.staffAccounts.accept(request.body);
      // Public, outside the staff plugin's hook: the new account records its own creation (issue 28).
      await recordSignIn(request, account, "account.accept-invitation");
      return reply.code(201).send({ success: true as const, message: staffAccountMessages.accepted });
    },
  );
}
