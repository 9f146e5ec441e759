/**
 * Staff accounts managed from the staff area by administrators (issue 16, docs/decisions/020-staff-roles.md):
 * the list, invitations by e-mail with a one-time link valid 72 hours (revoked or sent again while pending,
 * issue 28), a role change and disabling.
 */
import { z } from "zod/mini";
import { languageCodes } from "../forms/fields";
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
  nothingToChange: "Give a role, languages or whether the account is disabled.",
  languagesRequired: "Choose the languages this translator works on.",
  languagesNotEnglish: "A translator works on translations: English is changed by editors.",
  unknownLanguage: "Choose languages of the site.",
} as const;

/**
 * A translator's languages (issue 30): the translations the account may edit, approve and publish; never English,
 * which editors change. Every other role has none (an empty list).
 */
export const StaffLanguagesSchema = z
  .array(z.enum(languageCodes, { error: staffAccountMessages.unknownLanguage }), { error: staffAccountMessages.unknownLanguage })
  .check(
    z.maxLength(languageCodes.length, staffAccountMessages.unknownLanguage),
    z.refine((langs) => !langs.includes("en"), staffAccountMessages.languagesNotEnglish),
  );

/** A translator needs at least one language (on the `languages` field). */
const translatorHasLanguages = z.refine<{ role?: string; languages?: readonly string[] }>(
  (value) => value.role !== "translator" || value.languages === undefined || value.languages.length > 0,
  { message: staffAccountMessages.languagesRequired, path: ["languages"] },
);

export const StaffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: StaffRoleSchema,
  /** A translator's languages; empty for every other role. */
  languages: z.array(z.enum(languageCodes)),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const PendingInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: StaffRoleSchema,
  languages: z.array(z.enum(languageCodes)),
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

/** `languages` is required for a translator and ignored for every other role. */
export const InviteRequestSchema = z.object({ email, name, role: StaffRoleSchema, languages: z.optional(StaffLanguagesSchema) }).check(
  z.refine((value) => value.role !== "translator" || (value.languages?.length ?? 0) > 0, {
    message: staffAccountMessages.languagesRequired,
    path: ["languages"],
  }),
);
export type InviteRequest = z.input<typeof InviteRequestSchema>;
export const InviteResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: PendingInvitationSchema });

/** A new role, a translator's languages (required when the role becomes translator, unless it has some), disabled or not. */
export const StaffAccountUpdateSchema = z
  .object({ role: z.optional(StaffRoleSchema), languages: z.optional(StaffLanguagesSchema), disabled: z.optional(z.boolean()) })
  .check(
    z.refine((v) => v.role !== undefined || v.languages !== undefined || v.disabled !== undefined, staffAccountMessages.nothingToChange),
    translatorHasLanguages,
  );
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
