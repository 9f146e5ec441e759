/**
 * The buyer's answer to a priced quote (issue 31): the personal link of the quote's e-mail opens /quote/offer?t=<token>,
 * which shows the quote and posts one of three answers. Opening the page changes nothing (mail scanners open links);
 * only these POSTs do. Each answers JSON, or 303 back to the page (`?t=…&result=<code>`) for a form posted without
 * scripts.
 */
import { z } from "zod/mini";
import { visitorLanguageField, textField, personNameRule, type FieldLimits } from "../forms/fields";
import { CAREERS_NAME_MAX, CAREERS_NAME_MIN } from "../forms/limits";
import { codesOf } from "../i18n/codes";
import { quoteOfferMessages } from "../forms/quote-offer-messages";
import { declineReasons, quoteOfferLimits } from "../forms/quote-offer-fields";

export {
  declineReasons,
  quoteOfferLimits,
  quoteOfferPaths,
  quoteOfferStates,
  type DeclineReason,
  type QuoteOfferState,
} from "../forms/quote-offer-fields";

const m = codesOf(quoteOfferMessages);

/** What a purchase-order number is written with: letters, digits, spaces and - / . _ # */
const PURCHASE_ORDER = /^[\p{L}\p{N} ./#_-]*$/u;

export const quoteOfferRules = {
  name: personNameRule(m.nameRequired, m.nameInvalid, CAREERS_NAME_MIN, CAREERS_NAME_MAX),
  purchaseOrder: (value: string) =>
    [...value].length > quoteOfferLimits.purchaseOrderMax || !PURCHASE_ORDER.test(value) ? m.purchaseOrderInvalid : null,
  details: (value: string) => ([...value].length > quoteOfferLimits.detailsMax ? m.detailsInvalid : null),
  question: (value: string) => {
    if (!value) return m.questionRequired;
    return [...value].length > quoteOfferLimits.questionMax ? m.questionInvalid : null;
  },
};

/** The longest each field may be as sent (refused before it is cleaned, as on every public form). */
export const quoteOfferFieldLimits: FieldLimits = {
  token: { max: quoteOfferLimits.tokenMax, message: m.linkInvalid },
  name: { max: CAREERS_NAME_MAX, message: m.nameInvalid },
  purchaseOrder: { max: quoteOfferLimits.purchaseOrderMax, message: m.purchaseOrderInvalid },
  details: { max: quoteOfferLimits.detailsMax, message: m.detailsInvalid },
  question: { max: quoteOfferLimits.questionMax, message: m.questionInvalid },
};

const token = z
  .string({ error: m.linkInvalid })
  .check(z.minLength(1, m.linkInvalid), z.maxLength(quoteOfferLimits.tokenMax, m.linkInvalid));
const optionalText = (rule: (value: string) => string | null) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.superRefine((value, ctx) => {
        const message = rule(value);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    ),
  );

/** The fields every answer carries: the link's token and the page's language (where a form posted without scripts returns). */
const answerFields = { token, lang: visitorLanguageField };

/** POST /api/quotes/offer/accept. `consent` is the box "I accept …"; a plain form post sends it as "on". */
export const QuoteAcceptRequestSchema = z.object({
  ...answerFields,
  name: textField(quoteOfferRules.name, m.nameRequired),
  purchaseOrder: optionalText(quoteOfferRules.purchaseOrder),
  consent: z.literal(true, { error: m.consentRequired }),
});
export type QuoteAcceptRequest = z.output<typeof QuoteAcceptRequestSchema>;

/** POST /api/quotes/offer/decline: a reason from the list, and the buyer's words (required for `other`). */
export const QuoteDeclineRequestSchema = z
  .object({
    ...answerFields,
    reason: z.enum(declineReasons, { error: m.reasonRequired }),
    details: optionalText(quoteOfferRules.details),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.reason === "other" && !value.details) ctx.addIssue({ code: "custom", message: m.detailsRequired, path: ["details"] });
    }),
  );
export type QuoteDeclineRequest = z.output<typeof QuoteDeclineRequestSchema>;

/** POST /api/quotes/offer/ask: a question for the salesperson, kept as a note on the quote. */
export const QuoteAskRequestSchema = z.object({
  ...answerFields,
  question: textField(quoteOfferRules.question, m.questionRequired),
});
export type QuoteAskRequest = z.output<typeof QuoteAskRequestSchema>;
