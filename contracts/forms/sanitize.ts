/**
 * Sanitisers of spec section 5. They run as the visitor types (browser) and
 * again on the server before validation, so both sides see the same value.
 * Each pattern is removed until the text stops changing, so nested tricks
 * like "javajavascript:script:" cannot reassemble what was removed.
 */
import { CAREERS_NAME_MAX, EMAIL_MAX } from "./limits";

const DANGEROUS_ELEMENT = /<(script|iframe|object|embed)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const DANGEROUS_TAG = /<\/?(script|iframe|object|embed)\b[^>]*>?/gi;
const JAVASCRIPT_URL = /javascript\s*:/gi;
/** onclick=, onerror = … (a word boundary keeps "question=" intact). */
const INLINE_HANDLER = /\bon[a-z]+\s*=/gi;
const ANGLE_BRACKETS = /[<>]/g;
/** Letters of any script (with their combining marks), spaces, hyphens, apostrophes and dots. */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M} '.-]/gu;

function removeUntilStable(value: string, patterns: RegExp[]): string {
  let previous: string;
  let current = value;
  do {
    previous = current;
    for (const pattern of patterns) current = current.replace(pattern, "");
  } while (current !== previous);
  return current;
}

/** Careers text fields: script, iframe, object and embed tags, `javascript:` and inline handlers go. */
export function sanitizeText(value: string): string {
  return removeUntilStable(value, [DANGEROUS_ELEMENT, DANGEROUS_TAG, JAVASCRIPT_URL, INLINE_HANDLER]);
}

/** Contact fields: angle brackets, `javascript:` and inline handlers go. */
export function sanitizeContactText(value: string): string {
  return removeUntilStable(value, [ANGLE_BRACKETS, JAVASCRIPT_URL, INLINE_HANDLER]);
}

/** Newsletter email: trimmed, lower-cased, stripped, cut to 254. */
export function sanitizeNewsletterEmail(value: string): string {
  const cleaned = removeUntilStable(value.trim().toLowerCase(), [ANGLE_BRACKETS, JAVASCRIPT_URL, INLINE_HANDLER]);
  return cleaned.trim().slice(0, EMAIL_MAX);
}

/** Careers name: script markup first (so its contents go too), then anything but name characters; field limit 50. */
export function sanitizeCareersName(value: string): string {
  return sanitizeText(value).replace(NOT_NAME_CHARACTER, "").slice(0, CAREERS_NAME_MAX);
}

/** Spec: phone digits are checked after removing spaces, dashes and parentheses. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, "");
}

/** Strings pass through the sanitiser; anything else is left for the schema to refuse. */
function apply<T>(value: T, sanitize: (value: string) => string): T {
  return (typeof value === "string" ? sanitize(value) : value) as T;
}

type Loose = Record<string, unknown>;

export function sanitizeNewsletterInput<T extends Loose>(input: T): T {
  return { ...input, email: apply(input.email, sanitizeNewsletterEmail), source: apply(input.source, sanitizeContactText) };
}

export function sanitizeContactInput<T extends Loose>(input: T): T {
  const out: Loose = { ...input };
  for (const key of ["firstName", "lastName", "email", "subject", "message"]) out[key] = apply(input[key], sanitizeContactText);
  return out as T;
}

export function sanitizeCareersInput<T extends Loose>(input: T): T {
  const out: Loose = { ...input };
  out.name = apply(input.name, sanitizeCareersName);
  for (const key of ["email", "phone", "position", "message"]) out[key] = apply(input[key], sanitizeText);
  return out as T;
}
