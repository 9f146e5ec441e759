/**
 * Staff accounts managed from the staff area by administrators (issue 16, docs/decisions/020-staff-roles.md):
 * the list, invitations by e-mail with a one-time link valid 72 hours (revoked or sent again while pending,
 * issue 28), a role change and disabling.
 */
import { z } from "zod/mini";
import { nulMessage, withoutNul } from "./list-query";
import { apiData } from "./responses";
import { StaffRoleSchema } from "./staff-roles";

export const invitationValidHours = 72;

export const staffAccountMessages = {
  invited: "Invitation sent",
  updated: "Account updated",
  accepted: "Your account is ready. Please sign in.",
  notFound: "No such staff account",
  accountExists: "A staff account with this e-mail address already exists.",
  lastAdmin: "There must always be at least one active administrator.",
  invitationInvalid: "This invitation link is not valid or has already been used.",
  invitationExpired: "This invitation link has expired. Ask an administrator for a new one.",
  invitationWithdrawn: "This invitation has been withdrawn. Ask an administrator for a new one.",
  invitationNotPending: "This invitation is no longer pending: it was used, withdrawn or has expired.",
  invitationRevoked: "Invitation withdrawn",
  invitationResent: "Invitation sent again with a new link",
  nothingToChange: "Give a role or whether the account is disabled.",
} as const;

export const StaffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: StaffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const PendingInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: StaffRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const StaffAccountsResponseSchema = apiData(
  z.object({ accounts: z.array(StaffAccountSchema), invitations: z.array(PendingInvitationSchema) }),
);
export type StaffAccounts = z.infer<typeof StaffAccountsResponseSchema>["data"];

const email = z.email("Please enter a valid email address").check(z.maxLength(254, "Email is too long"), z.toLowerCase());
const name = z.optional(
  z.string().check(z.trim(), z.maxLength(100, "Name must be at most 100 characters"), z.refine(withoutNul, nulMessage)),
);

export const InviteRequestSchema = z.object({ email, name, role: StaffRoleSchema });
export type InviteRequest = z.input<typeof InviteRequestSchema>;
export const InviteResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: PendingInvitationSchema });

export const StaffAccountUpdateSchema = z
  .object({ role: z.optional(StaffRoleSchema), disabled: z.optional(z.boolean()) })
  .check(z.refine((v) => v.role !== undefined || v.disabled !== undefined, staffAccountMessages.nothingToChange));
export type StaffAccountUpdate = z.input<typeof StaffAccountUpdateSchema>;
export const StaffAccountResponseSchema = apiData(StaffAccountSchema);

const token = z
  .string({ error: staffAccountMessages.invitationInvalid })
  .check(z.minLength(1, staffAccountMessages.invitationInvalid), z.maxLength(100, staffAccountMessages.invitationInvalid));

/**
 * POST /api/auth/invitations/preview: public, the token from the link proves the invitation. What accepting it
 * creates, shown before the invitee chooses a password (issue 28): the account's e-mail address and role.
 */
export const InvitationPreviewRequestSchema = z.object({ token });
export const InvitationPreviewSchema = z.object({ email: z.string(), role: StaffRoleSchema, expiresAt: z.string() });
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const InvitationPreviewResponseSchema = apiData(InvitationPreviewSchema);

/** POST /api/auth/invitations/accept: public, the token from the link proves the invitation. */
export const AcceptInvitationSchema = z.object({
  token,
  name,
  password: z.string({ error: "Password is required" }).check(
    z.minLength(12, "The password must be at least 12 characters long."),
    z.maxLength(1024, "The password must be at most 1024 characters long."),
    z.refine((p) => p.trim() !== "", "The password cannot be only spaces."),
  ),
});
export type AcceptInvitation = z.input<typeof AcceptInvitationSchema>;
