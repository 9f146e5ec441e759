/**
 * Staff sign-in: POST /api/auth/login (public), GET /api/auth/verify and
 * POST /api/auth/logout (behind the token). Every staff endpoint needs
 * `Authorization: Bearer <token>` (no cookies) and answers 401 without it.
 */
import { z } from "zod/mini";
import { languageCodes } from "../forms/fields";
import { nulMessage, withoutNul } from "./list-query";
import { SecondFactorChallengeSchema } from "./second-factor";
import { StaffRoleSchema } from "./staff-roles";

export const staffMessages = {
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  signedIn: "Signed in successfully",
  signedOut: "Signed out",
  notSignedIn: "Please sign in to continue.",
  sessionExpired: "Your session has expired. Please sign in again.",
  notFound: "Not found",
  forbidden: "Your role does not allow this.",
} as const;

export const sessionLimits = {
  idleMinutes: 120,
  absoluteHours: 12,
  passwordMinLength: 12,
  // How sign-in attempts are throttled is the server's business: server/modules/auth/sign-in-throttle.ts.
} as const;

/**
 * The signed-in member of staff; `role` decides which staff routes and screens they may use (contracts/api/staff-roles.ts),
 * `languages` which translations a translator works on (empty for every other role).
 */
export const StaffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: StaffRoleSchema,
  languages: z.array(z.enum(languageCodes)),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const LoginRequestSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .check(
      z.trim(),
      z.minLength(1, "Email is required"),
      z.maxLength(254, staffMessages.invalidCredentials),
      z.refine(withoutNul, nulMessage),
    ),
  // Long enough for any passphrase, short enough that hashing it costs nothing extra.
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(1024, staffMessages.invalidCredentials)),
  /**
   * The token of a sign-in link e-mailed to the account while it is under attack (contracts/api/sign-in-link.ts): it
   * lets this sign-in past the ceiling per account. Added to the spec's fields; a wrong or spent one is ignored.
   */
  link: z.optional(z.string().check(z.maxLength(64, staffMessages.invalidCredentials))),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** 200 from POST /api/auth/login. Failures: 401 invalidCredentials, 429 tooManyAttempts. */
export const LoginResponseSchema = z.object({
  success: z.literal(true),
  /** Opaque bearer token; keep it as localStorage `admin_token`. */
  token: z.string(),
  /** Keep it as localStorage `admin_user`. */
  user: StaffUserSchema,
  message: z.string(),
  /** The latest moment the session can last (it also ends after 2 h without requests). */
  expiresAt: z.string(),
  /** Present (true) when everyone must have a second factor and this account has none: only its set-up is open (decision 023). */
  secondFactorSetupRequired: z.optional(z.literal(true)),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** 200 from POST /api/auth/login: a session, or, for an account with a second factor, a challenge for its code. */
export const LoginAnswerSchema = z.union([LoginResponseSchema, SecondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** 200 from GET /api/auth/verify (401 when the token is not valid). */
export const VerifyResponseSchema = z.object({
  success: z.literal(true),
  user: StaffUserSchema,
  secondFactorSetupRequired: z.optional(z.literal(true)),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;
