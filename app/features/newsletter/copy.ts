/**
 * Copy of the double opt-in pages. The outcome sentences themselves come from
 * the contract (newsletterMessages), as the server sends them.
 */
export const confirmCopy = {
  metaTitle: "Confirm your newsletter subscription",
  description: "Confirm your subscription to our newsletter: trade updates, customs changes and shipping advice, about once a month.",
  heading: "Newsletter subscription",
  askHeading: "Confirm your subscription?",
  askText: "Press the button below to start receiving our newsletter. Nothing is confirmed until you do.",
  button: "Confirm subscription",
  buttonBusy: "Confirming...",
  confirmedHeading: "Subscription confirmed",
  invalidHeading: "This link cannot be used",
  resubscribe: "Enter your email in the newsletter form at the bottom of this page and we will send you a fresh link.",
};

export const unsubscribeCopy = {
  metaTitle: "Unsubscribe from our newsletter",
  description: "Stop receiving our newsletter.",
  heading: "Unsubscribe",
  askHeading: "Stop receiving our newsletter?",
  askText: "Press the button below and we will not send you any more newsletter emails. You can subscribe again at any time.",
  button: "Unsubscribe",
  buttonBusy: "Unsubscribing...",
  doneHeading: "You are unsubscribed",
  invalidHeading: "This link cannot be used",
  invalidHelp:
    "If you keep receiving our newsletter, use the unsubscribe link in the latest email, or write to us and we will remove your address.",
};

/** When the server could not be reached or failed: nothing changed, try again. */
export const unavailableCopy = {
  heading: "We could not complete this right now",
  text: "Nothing has changed yet. Please check your connection and try again in a few minutes.",
  retry: "Try again",
};
