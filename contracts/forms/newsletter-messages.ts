/**
 * The newsletter form's messages (docs/product/product-spec.md §4): each key is the code the API's answers and field errors carry and the
 * browser looks its words up by; each value is the message's id in the catalogues (locales/<lang>.json), whose
 * English is the spec's exact text. Codes whose text the spec leaves open are marked "(ours)".
 */
import type { MessageId } from "../i18n/catalogue";
export const newsletterMessages = {
  emailRequired: "forms.newsletterMessages.emailRequired",
  emailInvalid: "forms.shared.emailInvalid",
  alreadySubscribed: "forms.newsletterMessages.alreadySubscribed",
  alreadySubscribedToast: "forms.newsletterMessages.alreadySubscribedToast",
  tooManyAttempts: "forms.newsletterMessages.tooManyAttempts",
  tooManyAttemptsToast: "forms.newsletterMessages.tooManyAttemptsToast",
  failed: "forms.newsletterMessages.failed",
  failedToast: "forms.newsletterMessages.failedToast",
  network: "forms.newsletterMessages.network",
  networkToast: "forms.newsletterMessages.networkToast",
  success: "forms.newsletterMessages.resent",
  successToast: "forms.newsletterMessages.successToast",
  successToastDescription: "forms.newsletterMessages.successToastDescription",
  /** (ours) answer to a pending address that asked again: a fresh confirmation email is on its way. */
  resent: "forms.newsletterMessages.resent",
  /**
   * (ours) a pending address asked again within the resend cooldown (docs/product/decisions.md, Forms):
   * no second email yet, and the answer says so.
   */
  resendWait: "forms.newsletterMessages.resendWait",
  /**
   * (ours) beside the spec's success texts, which sound final: the subscription waits for the e-mailed link
   * (docs/product/decisions.md, Forms: double opt-in; issue 28). `pending` under the inline success, `pendingToast` in the toast.
   */
  pending: "forms.newsletterMessages.pending",
  pendingToast: "forms.newsletterMessages.pendingToast",
  // Double opt-in pages (ours).
  confirmed: "forms.newsletterMessages.confirmed",
  alreadyConfirmed: "forms.newsletterMessages.alreadyConfirmed",
  confirmInvalid: "forms.newsletterMessages.confirmInvalid",
  unsubscribed: "forms.newsletterMessages.unsubscribed",
  unsubscribeInvalid: "forms.newsletterMessages.unsubscribeInvalid",
} as const satisfies Record<string, MessageId>;
