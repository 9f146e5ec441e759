/**
 * Newsletter subscription (footer): the form's rules. The API and its
 * answers (double opt-in: subscribe, confirm, unsubscribe) are
 * contracts/api/newsletter.ts. The emails link to the pages
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…, whose
 * buttons POST the token to the API.
 */
import { z } from "zod/mini";
import { emailRule, textField, visitorLanguageField, type FieldLimits } from "./fields";
import { EMAIL_MAX } from "./limits";
import { codesOf } from "../i18n/codes";
import { newsletterMessages } from "./newsletter-messages";

const m = codesOf(newsletterMessages);

export const newsletterEmailRule = emailRule(m.emailRequired, m.emailInvalid);

export const newsletterLimits: FieldLimits = { email: { max: EMAIL_MAX, message: m.emailInvalid } };

/** docs/product/product-spec.md §3: the payload's source is always this value from this site. */
export const newsletterSource = "footer";

export const newsletterSchema = z.object({
  email: textField(newsletterEmailRule, m.emailRequired),
  /** Always "footer" from this site; kept free-form but short for other embeds. */
  source: z._default(z.string().check(z.trim(), z.maxLength(32)), newsletterSource),
  lang: visitorLanguageField,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterPayload = z.output<typeof newsletterSchema>;

export const newsletterPaths = {
  subscribe: "/api/newsletter/subscribe",
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
  /** The page the footer's form posts to without JavaScript, and that answers it (in every language under its code). */
  page: "/newsletter",
  confirmPage: "/newsletter/confirm",
  unsubscribePage: "/newsletter/unsubscribe",
} as const;
