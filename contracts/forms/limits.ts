/** Business constants of docs/product/product-spec.md §9 for the forms, shared by browser and server. */

export const EMAIL_MAX = 254;

export const CAREERS_NAME_MIN = 2;
export const CAREERS_NAME_MAX = 50;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 30;
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;
export const PHONE_FIELD_MAX = 20;

export const RESUME_MAX_BYTES = 5_242_880;
export const RESUME_FILENAME_MAX = 255;
export const BLOCKED_EXTENSIONS = [".exe", ".bat", ".cmd", ".com", ".pif", ".scr", ".vbs", ".js"] as const;
/** A PDF starts with these bytes ("%PDF-"), whatever its name or declared type. */
export const PDF_MAGIC = "%PDF-";

/** The browser's one-submission-per-minute rule (careers and contact). */
export const FORM_RATE_LIMIT_MS = 60_000;

export const TOAST_MS = {
  newsletterSuccess: 5000,
  newsletterError: 4000,
  careers: 4000,
  contact: 6000,
  default: 4000,
} as const;
export const TOAST_MAX_VISIBLE = 3;

/**
 * Server-side per-IP limit per form: enough for an office behind one address
 * (at least 5 a minute), far below a flood (30 a minute).
 */
export const SERVER_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** Browser storage keys for the time of the last submission (the 60 s rule). */
export const LAST_SUBMIT_KEYS = {
  careers: "careers:last-submit",
  contact: "contact:last-submit",
} as const;

/**
 * Name of the honeypot field on every public form: hidden from people,
 * filled by bots. A filled one gets a quiet success and nothing is kept.
 */
export const HONEYPOT_FIELD = "website";
