/**
 * The careers application's messages (docs/product/product-spec.md §5): each key is the code the API's answers and field errors carry and the
 * browser looks its words up by; each value is the message's id in the catalogues (locales/<lang>.json), whose
 * English is the spec's exact text. Codes whose text the spec leaves open are marked "(ours)".
 */
import type { MessageId } from "../i18n/catalogue";
export const careersMessages = {
  nameRequired: "forms.shared.nameRequired",
  nameInvalid: "forms.shared.nameInvalid",
  emailRequired: "forms.shared.emailRequired",
  emailInvalid: "forms.shared.emailInvalid",
  phoneRequired: "forms.shared.phoneRequired",
  phoneInvalid: "forms.shared.phoneInvalid",
  positionRequired: "forms.careersMessages.positionRequired",
  messageRequired: "forms.shared.messageRequired",
  messageLength: "forms.shared.messageLength",
  resumeNotPdf: "forms.careersMessages.resumeNotPdf",
  resumeTooLarge: "forms.careersMessages.resumeTooLarge",
  resumeNameTooLong: "forms.careersMessages.resumeNameTooLong",
  resumeBlockedType: "forms.careersMessages.resumeBlockedType",
  /** (ours) docs/product/decisions.md (Privacy): explicit consent to keep a resume (DPDP Act). */
  consentRequired: "forms.careersMessages.consentRequired",
  rateLimited: "forms.careersMessages.rateLimited",
  fixErrors: "forms.shared.fixErrors",
  success: "forms.careersMessages.success",
  failed: "forms.careersMessages.failed",
  network: "forms.careersMessages.network",
  unavailable: "forms.careersMessages.unavailable",
  unexpected: "forms.careersMessages.unexpected",
  /** (ours) the server's per-IP limit (HTTP 429). */
  tooManyRequests: "forms.careersMessages.tooManyRequests",
  /** (ours) issue 15: an application naming an opening that is closed, past its date or unknown. */
  openingClosed: "forms.careersMessages.openingClosed",
} as const satisfies Record<string, MessageId>;
