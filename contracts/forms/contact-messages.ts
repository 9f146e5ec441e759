/**
 * The contact form's messages (docs/product/product-spec.md §5): each key is the code the API's answers and field errors carry and the
 * browser looks its words up by; each value is the message's id in the catalogues (locales/<lang>.json), whose
 * English is the spec's exact text. Codes whose text the spec leaves open are marked "(ours)".
 */
import type { MessageId } from "../i18n/catalogue";
export const contactMessages = {
  firstNameRequired: "forms.contactMessages.firstNameRequired",
  firstNameInvalid: "forms.contactMessages.firstNameInvalid",
  lastNameRequired: "forms.contactMessages.lastNameRequired",
  // docs/product/product-spec.md §5: "same wording for last name".
  lastNameInvalid: "forms.contactMessages.lastNameInvalid",
  emailRequired: "forms.shared.emailRequired",
  emailInvalid: "forms.shared.emailInvalid",
  /** (ours) docs/product/product-spec.md §5 gives only the length message for the subject. */
  subjectRequired: "forms.contactMessages.subjectRequired",
  subjectLength: "forms.contactMessages.subjectLength",
  messageRequired: "forms.shared.messageRequired",
  messageLength: "forms.shared.messageLength",
  rateLimited: "forms.contactMessages.rateLimited",
  fixErrors: "forms.shared.fixErrors",
  success: "forms.contactMessages.success",
  failed: "forms.contactMessages.failed",
  unexpected: "forms.contactMessages.unexpected",
  /** (ours) the server's per-IP limit (HTTP 429). */
  tooManyRequests: "forms.contactMessages.tooManyRequests",
} as const satisfies Record<string, MessageId>;
