/**
 * The answers of the priced quote's page (issue 31; ours, the spec has none): each key is the code the API's answers
 * and field errors carry and the browser looks its words up by; each value is the message's id in the catalogues.
 */
import type { MessageId } from "../i18n/catalogue";

export const quoteOfferMessages = {
  accepted: "forms.quoteOfferMessages.accepted",
  declined: "forms.quoteOfferMessages.declined",
  questionSent: "forms.quoteOfferMessages.questionSent",
  /** No quote has this link: a token never issued, or one replaced by a newer mail. */
  linkInvalid: "forms.quoteOfferMessages.linkInvalid",
  offerExpired: "forms.quoteOfferMessages.offerExpired",
  offerAccepted: "forms.quoteOfferMessages.offerAccepted",
  offerDeclined: "forms.quoteOfferMessages.offerDeclined",
  /** Lost at the desk, or back in review to be priced again. */
  offerClosed: "forms.quoteOfferMessages.offerClosed",
  nameRequired: "forms.shared.nameRequired",
  nameInvalid: "forms.shared.nameInvalid",
  purchaseOrderInvalid: "forms.quoteOfferMessages.purchaseOrderInvalid",
  consentRequired: "forms.quoteOfferMessages.consentRequired",
  reasonRequired: "forms.quoteOfferMessages.reasonRequired",
  detailsRequired: "forms.quoteOfferMessages.detailsRequired",
  detailsInvalid: "forms.quoteOfferMessages.detailsInvalid",
  questionRequired: "forms.quoteOfferMessages.questionRequired",
  questionInvalid: "forms.quoteOfferMessages.questionInvalid",
  tooManyRequests: "forms.quoteOfferMessages.tooManyRequests",
  /** The browser's own: the answer did not arrive. */
  failed: "forms.quoteOfferMessages.failed",
} as const satisfies Record<string, MessageId>;
