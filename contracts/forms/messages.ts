/**
 * Every user-facing text of the three public forms, exactly as sections 4, 5 and 8
 * of docs/product/product-spec.md give them (English originals). The browser and the server both
 * import these, so a wording change happens in one place.
 * Texts the spec leaves open are marked "(ours)".
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

export const careersMessages = {
  nameRequired: "Name is required",
  nameInvalid: "Name must be 2-50 characters and contain only letters, spaces, hyphens, and apostrophes",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  positionRequired: "Please select a position",
  messageRequired: "Message is required",
  messageLength: "Message must be between 10 and 1000 characters",
  resumeNotPdf: "Only PDF files are allowed",
  resumeTooLarge: "File size must be less than 5MB",
  resumeNameTooLong: "Filename too long",
  resumeBlockedType: "File type not allowed",
  /** (ours) docs/product/decisions.md (Privacy): explicit consent to keep a resume (DPDP Act). */
  consentRequired: "Please agree to us keeping your resume",
  rateLimited: "Please wait 1 minute before submitting another application",
  fixErrors: "Please fix the errors in the form",
  success: "Application submitted successfully! We will review your application and get back to you soon.",
  failed: "Failed to submit application. Please try again.",
  network: "⚠️ Network error. Please check your internet connection and try again.",
  unavailable: "⚠️ Service temporarily unavailable. Please try again in a few minutes.",
  unexpected: "⚠️ There was an error submitting your application. Please try again later.",
  /** (ours) the server's per-IP limit (HTTP 429). */
  tooManyRequests: "Too many applications from your network. Please try again later.",
  /** (ours) issue 15: an application naming an opening that is closed, past its date or unknown. */
  openingClosed: "This opening is no longer taking applications. Choose another opening or send a general application.",
} as const;

export const careersTexts = {
  button: "Submit Application",
  buttonBusy: "Submitting...",
  positions: { internship: "Internship", professional: "Professional" },
} as const;

export const contactMessages = {
  firstNameRequired: "First name is required",
  firstNameInvalid: "First name must be 2-30 characters and contain only letters, spaces, hyphens, and apostrophes",
  lastNameRequired: "Last name is required",
  // docs/product/product-spec.md §5: "same wording for last name".
  lastNameInvalid: "Last name must be 2-30 characters and contain only letters, spaces, hyphens, and apostrophes",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  /** (ours) docs/product/product-spec.md §5 gives only the length message for the subject. */
  subjectRequired: "Subject is required",
  subjectLength: "Subject must be between 3 and 100 characters",
  messageRequired: "Message is required",
  messageLength: "Message must be between 10 and 1000 characters",
  rateLimited: "Please wait 1 minute before sending another message",
  fixErrors: "Please fix the errors in the form",
  success: "✅ Message sent successfully! We will get back to you soon.",
  failed: "❌ Failed to send message. Please try again later.",
  unexpected: "⚠️ There was an error sending your message. Please try again later.",
  /** (ours) the server's per-IP limit (HTTP 429). */
  tooManyRequests: "Too many messages from your network. Please try again later.",
} as const;

export const contactTexts = {
  button: "Send Message",
  buttonBusy: "Sending...",
} as const;

/** (ours) Server answers shared by all forms. */
export const serverMessages = {
  fixErrors: "Please fix the errors in the form",
  badRequest: "The request could not be read. Please try again.",
  unsupportedType: "Unsupported content type",
  tooLarge: "The request is too large",
  unreadableText: "This field contains characters that could not be read",
} as const;
