/**
 * Careers application form (/careers).
 * POST /api/applications, multipart/form-data: name, email, phone, position,
 * message, consent ("true" when a resume is attached), website (honeypot),
 * resume (optional file, field name "resume"), lang (optional: the page's language, for the
 * applicant's e-mail; see visitorLanguageField in ./fields.ts).
 * 201 `{ success: true, message: careersMessages.success }`;
 * 400 `{ success: false, message: careersMessages.fixErrors, errors: [{ field, message }] }`
 *   (resume problems use field "resume", missing consent field "consent");
 * 413 `{ success: false, message, errors: [{ field: "resume", message: careersMessages.resumeTooLarge }] }`;
 * 429 careersMessages.tooManyRequests.
 */
import { z } from "zod/mini";
import { emailRule, lengthRule, personNameRule, textField, visitorLanguageField, type FieldLimits, type Rule } from "./fields";
import {
  BLOCKED_EXTENSIONS,
  CAREERS_NAME_MAX,
  CAREERS_NAME_MIN,
  EMAIL_MAX,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PDF_MAGIC,
  PHONE_FIELD_MAX,
  RESUME_FILENAME_MAX,
  RESUME_MAX_BYTES,
} from "./limits";
import { codesOf } from "../i18n/codes";
import { careersMessages } from "./careers-messages";

import { normalizePhone } from "./sanitize";

const m = codesOf(careersMessages);

export const positions = ["internship", "professional"] as const;
export type Position = (typeof positions)[number];

const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export const careersRules = {
  name: personNameRule(m.nameRequired, m.nameInvalid, CAREERS_NAME_MIN, CAREERS_NAME_MAX),
  email: emailRule(m.emailRequired, m.emailInvalid),
  phone: ((value) => {
    if (!value) return m.phoneRequired;
    if (value.length > PHONE_FIELD_MAX || !PHONE_PATTERN.test(normalizePhone(value))) return m.phoneInvalid;
    return null;
  }) satisfies Rule,
  position: ((value) => ((positions as readonly string[]).includes(value) ? null : m.positionRequired)) satisfies Rule,
  message: lengthRule(m.messageRequired, m.messageLength, MESSAGE_MIN, MESSAGE_MAX),
};

export const careersLimits: FieldLimits = {
  name: { max: CAREERS_NAME_MAX, message: m.nameInvalid },
  email: { max: EMAIL_MAX, message: m.emailInvalid },
  phone: { max: PHONE_FIELD_MAX, message: m.phoneInvalid },
  position: { max: Math.max(...positions.map((position) => position.length)), message: m.positionRequired },
  message: { max: MESSAGE_MAX, message: m.messageLength },
};

/** The text fields of an application (the resume and its consent are checked by the functions below). */
export const careersSchema = z.object({
  name: textField(careersRules.name, m.nameRequired),
  email: textField(careersRules.email, m.emailRequired),
  phone: textField(careersRules.phone, m.phoneRequired),
  position: z.enum(positions, { error: m.positionRequired }),
  message: textField(careersRules.message, m.messageRequired),
  lang: visitorLanguageField,
});

export type CareersInput = z.input<typeof careersSchema>;
export type CareersPayload = z.output<typeof careersSchema>;

export interface ResumeFileInfo {
  name: string;
  size: number;
  type?: string;
}

/**
 * The resume rules that can be judged from name and size (the browser's File
 * or the upload's headers): a blocked extension first (the most specific
 * message), then anything not named .pdf, then size, then name length.
 * The server also checks the bytes with `looksLikePdf`.
 */
export function checkResume(file: ResumeFileInfo): string | null {
  const lower = file.name.toLowerCase();
  if (BLOCKED_EXTENSIONS.some((extension) => lower.endsWith(extension))) return m.resumeBlockedType;
  if (!lower.endsWith(".pdf")) return m.resumeNotPdf;
  if (file.type && file.type !== "application/pdf" && file.type !== "application/octet-stream") return m.resumeNotPdf;
  if (file.size > RESUME_MAX_BYTES) return m.resumeTooLarge;
  if (file.name.length > RESUME_FILENAME_MAX) return m.resumeNameTooLong;
  return null;
}

/** True when the first bytes are the PDF signature "%PDF-". */
export function looksLikePdf(head: Uint8Array): boolean {
  if (head.length < PDF_MAGIC.length) return false;
  for (let i = 0; i < PDF_MAGIC.length; i++) if (head[i] !== PDF_MAGIC.charCodeAt(i)) return false;
  return true;
}

/** How many first bytes `checkResumeBytes` reads. */
export const RESUME_HEAD_BYTES = PDF_MAGIC.length;

/**
 * docs/product/decisions.md (Forms): a resume is a PDF by its bytes, whatever it is named. A file named .pdf whose
 * bytes are something else (a renamed .exe) is a type that is not allowed: "File type not allowed", not the
 * message about PDFs that its name already satisfies (issue 28). The browser checks it when the file is picked,
 * the server when it arrives.
 */
export function checkResumeBytes(head: Uint8Array): string | null {
  return looksLikePdf(head) ? null : m.resumeBlockedType;
}

/** docs/product/decisions.md (Privacy): keeping a resume needs explicit consent, sent as consent=true. */
export function checkResumeConsent(hasResume: boolean, consent: unknown): string | null {
  return hasResume && consent !== "true" && consent !== true ? m.consentRequired : null;
}

export const applicationsPath = "/api/applications";
