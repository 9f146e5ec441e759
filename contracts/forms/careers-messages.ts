/**
 * The careers application's texts (docs/product/product-spec.md §8), shared by the browser and the server.
 * Texts the spec leaves open are marked "(ours)". Each form has its own module, so a page carries only its own
 * form's words (issue 18); messages.ts gathers them all.
 */
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
