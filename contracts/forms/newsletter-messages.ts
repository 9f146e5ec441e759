/**
 * The newsletter form's texts (docs/product/product-spec.md §4), shared by the browser and the server.
 * Texts the spec leaves open are marked "(ours)". Each form has its own module, so a page carries only its own
 * form's words (issue 18); messages.ts gathers them all.
 */
export const newsletterMessages = {
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  alreadySubscribed: "This email is already subscribed to our newsletter",
  alreadySubscribedToast: "Already subscribed!",
  tooManyAttempts: "Too many attempts. Please try again later.",
  tooManyAttemptsToast: "Rate limit exceeded!",
  failed: "Failed to subscribe. Please try again.",
  failedToast: "Subscription failed!",
  network: "Network error. Please check your connection and try again.",
  networkToast: "Network error!",
  success: "Successfully subscribed! Check your email for confirmation.",
  successToast: "Successfully subscribed to newsletter!",
  successToastDescription: "You'll receive updates about our latest services and news.",
  /** (ours) answer to a pending address that asked again: a fresh confirmation email is on its way. */
  resent: "Successfully subscribed! Check your email for confirmation.",
  /**
   * (ours) a pending address asked again within the resend cooldown (docs/product/decisions.md, Forms):
   * no second email yet, and the answer says so.
   */
  resendWait:
    "We sent your confirmation email less than a minute ago. Check your inbox and spam folder; if it is not there, try again in a minute for a fresh link.",
  // Double opt-in pages (ours).
  confirmed: "Your subscription is confirmed. Thank you for subscribing!",
  alreadyConfirmed: "Your subscription was already confirmed.",
  confirmInvalid: "This confirmation link is invalid or has expired. Please subscribe again.",
  unsubscribed: "You have been unsubscribed. You will not receive any more newsletter emails.",
  unsubscribeInvalid: "This unsubscribe link is invalid.",
} as const;

export const newsletterTexts = {
  placeholder: "Enter your email",
  button: "Subscribe",
  buttonBusy: "Subscribing...",
  buttonDone: "Subscribed",
  /** docs/product/product-spec.md §3: the payload's source is always this value. */
  source: "footer",
} as const;
