/**
 * The contact form's texts (docs/product/product-spec.md §5), shared by the browser and the server.
 * Texts the spec leaves open are marked "(ours)". Each form has its own module, so a page carries only its own
 * form's words (issue 18); messages.ts gathers them all.
 */
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
