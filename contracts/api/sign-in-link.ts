/**
 * A sign-in link by e-mail for a member of staff whose account is under a guessing attack (issue 28,
 * docs/decisions/032-sign-in-link-during-an-attack.md): wrong passwords from many addresses fill the ceiling
 * per account of decision 017, which then holds back every address the account has not signed in from, its
 * owner's too. The link, sent to the account's own address, lets its holder past that ceiling.
 */
import { z } from "zod/mini";
import { nulMessage, withoutNul } from "./list-query";

export const signInLinkLimits = {
  /** How long a link works. */
  validMinutes: 30,
  /** Passwords a link takes (right or wrong); then it is spent, as it is by a sign-in. */
  passwords: 5,
  /** At most one link e-mailed to an account this often, however often it is asked for. */
  mailIntervalMinutes: 15,
} as const;

export const signInLinkMessages = {
  /** The same answer for every address, so it tells nobody which addresses have accounts. */
  sent: "If this address belongs to a staff account, a sign-in link is on its way to it. It works once, within 30 minutes.",
  /** Shown on the sign-in page opened from the e-mail. */
  opened: "Sign in with your password to use the link from your e-mail. It works once, within 30 minutes of being sent.",
  /** Offered beside a 429 on the sign-in page. */
  offer: "Locked out by attempts from elsewhere? We can e-mail you a link to sign in from here.",
  tooManyRequests: "Too many attempts. Please wait a minute and try again.",
} as const;

/** POST /api/auth/sign-in-link. */
export const SignInLinkRequestSchema = z.object({
  email: z
    .email("Please enter a valid email address")
    .check(z.maxLength(254, "Email is too long"), z.trim(), z.toLowerCase(), z.refine(withoutNul, nulMessage)),
});
export type SignInLinkRequest = z.input<typeof SignInLinkRequestSchema>;
