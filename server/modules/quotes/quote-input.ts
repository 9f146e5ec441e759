import { quoteReference } from "#contracts/api/quotes";
import { quoteFieldLimits, quoteSteps, sanitizeQuoteInput } from "#contracts/forms/quote";
import { quoteMessages } from "#contracts/forms/quote-messages";
import { codedMessage } from "#server/i18n/english";
import type { FormCheck } from "#server/lib/form-input";

/**
 * The quote request's checks around its route schema, as the other forms are checked
 * (docs/decisions/018-hostile-input-costs-bounded-work.md): text fields too long as sent get their limit's
 * message, the rest is cleaned and validated once with the route's QuoteFormSchema (each field's rule and the
 * rules between fields). A failure is a 400 naming each field by its path (`packages.2.weightKg`), one message
 * per field, in the form's order. The route's 64 KB body limit bounds the lines read.
 */
export const quoteForm: FormCheck = {
  limits: quoteFieldLimits,
  messages: quoteMessages,
  sanitize: sanitizeQuoteInput,
  order: Object.values(quoteSteps).flat(),
  message: quoteMessages,
  // A bot gets an answer shaped like a person's, and nothing is kept.
  botAnswer: {
    status: 201,
    get body() {
      return { success: true, ...codedMessage(quoteMessages, "success"), reference: quoteReference(0, new Date().toISOString()) };
    },
  },
};
