/**
 * Newsletter subscription (footer) and its double opt-in.
 *
 * API (all JSON, all answers are `FormResponse`-shaped):
 * - POST /api/newsletter/subscribe `{ email, source, website? }`
 *     201 new address (pending, confirmation email sent)
 *     200 address still pending (a fresh confirmation email is sent)
 *     409 already confirmed → newsletterMessages.alreadySubscribed
 *     400 bad email → the field message; 429 → newsletterMessages.tooManyAttempts
 * - GET or POST /api/newsletter/confirm?token=… (POST may send `{ token }`)
 *     200 NewsletterConfirmResponse; 400 newsletterMessages.confirmInvalid
 * - POST /api/newsletter/unsubscribe `{ token }` (JSON) or `?token=…` with the
 *   RFC 8058 body `List-Unsubscribe=One-Click`
 *     200 NewsletterUnsubscribeResponse; 400 newsletterMessages.unsubscribeInvalid
 * The emails link to the pages /newsletter/confirm?token=… and
 * /newsletter/unsubscribe?token=…, which call the two endpoints above.
 */
import { z } from "zod/mini";
import type { FormResponse } from "./api";
import { emailRule, textField } from "./fields";
import { newsletterMessages as m, newsletterTexts } from "./messages";

export const newsletterEmailRule = emailRule(m.emailRequired, m.emailInvalid);

export const newsletterSchema = z.object({
  email: textField(newsletterEmailRule, m.emailRequired),
  /** Always "footer" from this site; kept free-form but short for other embeds. */
  source: z._default(z.string().check(z.trim(), z.maxLength(32)), newsletterTexts.source),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterPayload = z.output<typeof newsletterSchema>;

export type NewsletterSubscribeResponse = FormResponse & {
  /** On success: "pending" until the link in the confirmation email is followed. */
  status?: "pending";
};

export type NewsletterConfirmResponse = FormResponse & {
  /** On success: the confirmed address, for the page to show. */
  email?: string;
  status?: "confirmed";
};

export type NewsletterUnsubscribeResponse = FormResponse & {
  email?: string;
  status?: "unsubscribed";
};

export const newsletterPaths = {
  subscribe: "/api/newsletter/subscribe",
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
  confirmPage: "/newsletter/confirm",
  unsubscribePage: "/newsletter/unsubscribe",
} as const;
