import type { FieldError } from "#contracts/api/responses";
import {
  normalizeQuoteCodes,
  quoteFieldLimits,
  quoteSchema,
  quoteSteps,
  sanitizeQuoteInput,
  type QuotePayload,
} from "#contracts/forms/quote";
import { quoteMessages } from "#contracts/forms/quote-messages";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { issueErrors, overlongFields, withoutFields, type FormFields } from "#server/lib/form-input";

const fieldOrder: string[] = Object.values(quoteSteps).flat();

/**
 * Checks a quote request as the other forms are checked (docs/decisions/018-hostile-input-costs-bounded-work.md):
 * text fields too long as sent get their limit's message, the rest is cleaned and validated with the
 * shared contract. A failure is a 400 naming each field by its path (`packages.2.weightKg`), one
 * message per field, in the form's order. The route's 64 KB body limit bounds the lines read.
 */
export function readQuote(fields: FormFields): QuotePayload {
  const tooLong = overlongFields(fields, quoteFieldLimits, quoteMessages);
  const result = quoteSchema.safeParse(sanitizeQuoteInput(withoutFields(fields, tooLong)));
  if (result.success && tooLong.length === 0) return normalizeQuoteCodes(result.data);
  const errors: FieldError[] = [...tooLong];
  for (const error of result.success ? [] : issueErrors(result.error.issues, quoteMessages)) {
    if (!errors.some((known) => known.field === error.field)) errors.push(error);
  }
  const rank = (error: FieldError) => {
    const index = fieldOrder.indexOf(error.field.split(".")[0]);
    return index === -1 ? fieldOrder.length : index;
  };
  throw new HttpError(
    400,
    codedMessage(quoteMessages, "fixErrors"),
    errors.sort((a, b) => rank(a) - rank(b)),
  );
}
