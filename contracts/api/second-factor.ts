/**
 * The staff second factor (issue 16, docs/decisions/023-second-factor.md): TOTP (RFC 6238) codes from an
 * authenticator app, or one of ten single-use recovery codes. After a right password an account with a
 * second factor gets a challenge instead of a token; POST /api/auth/login/second-factor completes it.
 */
import { z } from "zod/mini";
import { nulMessage, withoutNul } from "./list-query";

export const secondFactorMessages = {
  codeNeeded: "Enter the 6-digit code from your authenticator app.",
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  challengeExpired: "Your sign-in took too long. Please enter your email and password again.",
  tooManyCodes: "Too many wrong codes for this sign-in. Please enter your email and password again.",
  setupRequired: "Set up a second factor in Settings before you continue.",
  alreadyEnabled: "A second factor is already set up. Turn it off first to move it to a new device.",
  noEnrolment: "Start the set-up again: there is no set-up waiting for a code.",
  notEnabled: "No second factor is set up for this account.",
  enabled: "Second factor turned on",
  disabled: "Second factor turned off",
} as const;

export const secondFactorLimits = {
  /** Seconds a challenge between the password and the code lasts. */
  challengeSeconds: 300,
  /**
   * Codes one challenge takes, from any addresses; then it is dead and the password is asked again (issue 28),
   * so a guessing network gets this many tries per right password, besides decision 017's limits per address
   * and per account.
   */
  codesPerChallenge: 5,
  recoveryCodes: 10,
  /** A TOTP code (6 digits) or a recovery code (10 characters, a hyphen and spaces allowed). */
  codeMaxLength: 32,
} as const;

/** A TOTP code or a recovery code, as typed; the server tells them apart. */
export const SecondFactorCodeSchema = z
  .string({ error: "Code is required" })
  .check(
    z.trim(),
    z.minLength(1, "Code is required"),
    z.maxLength(secondFactorLimits.codeMaxLength, secondFactorMessages.invalidCode),
    z.refine(withoutNul, nulMessage),
  );

/** 200 from POST /api/auth/login for an account with a second factor: no token yet, a challenge for the code. */
export const SecondFactorChallengeSchema = z.object({
  success: z.literal(true),
  secondFactorRequired: z.literal(true),
  /** Opaque; send it back with the code within `expiresAt`. */
  challenge: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

export const SecondFactorLoginRequestSchema = z.object({
  challenge: z
    .string({ error: secondFactorMessages.challengeExpired })
    .check(z.minLength(1), z.maxLength(64, secondFactorMessages.challengeExpired)),
  code: SecondFactorCodeSchema,
});
export type SecondFactorLoginRequest = z.input<typeof SecondFactorLoginRequestSchema>;

/** GET /api/staff/second-factor: the signed-in account's own second factor, and whether everyone must have one. */
export const SecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  requiredForEveryone: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** POST /api/staff/second-factor/enrolment: a new secret to add to an authenticator app (QR code or typed). */
export const SecondFactorEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL drawn on this server. */
  qrCode: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof SecondFactorEnrolmentSchema>;

export const SecondFactorCodeRequestSchema = z.object({ code: SecondFactorCodeSchema });
export type SecondFactorCodeRequest = z.input<typeof SecondFactorCodeRequestSchema>;

/** 200 from confirming the enrolment: the recovery codes, shown this once (only their hashes are kept). */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** GET/PUT /api/staff/settings/second-factor (administrators): every account must have a second factor. */
export const SecondFactorRequirementSchema = z.object({ requiredForEveryone: z.boolean() });
export type SecondFactorRequirement = z.infer<typeof SecondFactorRequirementSchema>;
