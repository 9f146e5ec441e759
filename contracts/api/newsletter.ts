/**
 * The newsletter's public endpoints (double opt-in); the rules of the footer
 * form are contracts/forms/newsletter.ts. The emails link to the pages
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…, whose
 * buttons POST the token here: opening a link changes nothing, so mail
 * scanners that follow links cannot confirm or unsubscribe anyone.
 */
import { z } from "zod/mini";
import { HONEYPOT_FIELD } from "../forms/limits";
import { newsletterSchema } from "../forms/newsletter";

/** The JSON body of POST /api/newsletter/subscribe: the form's fields and the honeypot. */
export const NewsletterFormSchema = z.extend(newsletterSchema, { [HONEYPOT_FIELD]: z.optional(z.string()) });

/**
 * 201 a new (or returning) address, pending, confirmation email queued;
 * 200 an address still pending (the message says whether a fresh email was sent);
 * 409 already confirmed; 400 a bad address (its message); 429 too many attempts.
 */
export const SubscribeResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  message: z.string(),
  /** "pending" until the link in the confirmation email is followed. */
  status: z.literal("pending"),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

/** A link token; anything else (missing, repeated, too long) is treated as an unknown token. */
const TokenSchema = z.catch(z.optional(z.string().check(z.maxLength(128))), undefined);

/**
 * POST /api/newsletter/confirm: `{ token }` as JSON (answered with JSON), or
 * `token=…` form-encoded from the confirmation page without scripts
 * (answered 303 to that page with `?result=confirmed|invalid`).
 */
export const ConfirmRequestSchema = z.object({ token: TokenSchema });

export const ConfirmResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  message: z.string(),
  /** The confirmed address, for the page to show. */
  email: z.string(),
  status: z.literal("confirmed"),
});
export type ConfirmResponse = z.infer<typeof ConfirmResponseSchema>;

/** What the confirmation page shows after a form post without scripts. */
export const confirmResults = ["confirmed", "invalid"] as const;
export type ConfirmResult = (typeof confirmResults)[number];

/**
 * POST /api/newsletter/unsubscribe: `{ token }` as JSON, or RFC 8058
 * one-click (`?token=…` with the form-encoded body `List-Unsubscribe=One-Click`).
 * GET of the same URL is redirected (303) to the unsubscribe page.
 */
export const UnsubscribeQuerySchema = z.object({ token: TokenSchema });
export const UnsubscribeRequestSchema = z.optional(z.object({ token: TokenSchema, "List-Unsubscribe": z.optional(z.string()) }));

export const UnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  message: z.string(),
  email: z.string(),
  status: z.literal("unsubscribed"),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
