/**
 * Contact form (/contact).
 * POST /api/contact, JSON `{ firstName, lastName, email, subject, message, website? }`:
 * 201 `{ success: true, message: contactMessages.success }`;
 * 400 `{ success: false, message, errors: [{ field, message }] }`; 429 contactMessages.tooManyRequests.
 */
import { z } from "zod/mini";
import { emailRule, lengthRule, personNameRule, textField, type FieldLimits } from "./fields";
import { CONTACT_NAME_MAX, CONTACT_NAME_MIN, EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, SUBJECT_MAX, SUBJECT_MIN } from "./limits";
import { codesOf } from "../i18n/codes";
import { contactMessages } from "./contact-messages";

const m = codesOf(contactMessages);

export const contactRules = {
  firstName: personNameRule(m.firstNameRequired, m.firstNameInvalid, CONTACT_NAME_MIN, CONTACT_NAME_MAX),
  lastName: personNameRule(m.lastNameRequired, m.lastNameInvalid, CONTACT_NAME_MIN, CONTACT_NAME_MAX),
  email: emailRule(m.emailRequired, m.emailInvalid),
  subject: lengthRule(m.subjectRequired, m.subjectLength, SUBJECT_MIN, SUBJECT_MAX),
  message: lengthRule(m.messageRequired, m.messageLength, MESSAGE_MIN, MESSAGE_MAX),
};

export const contactLimits: FieldLimits = {
  firstName: { max: CONTACT_NAME_MAX, message: m.firstNameInvalid },
  lastName: { max: CONTACT_NAME_MAX, message: m.lastNameInvalid },
  email: { max: EMAIL_MAX, message: m.emailInvalid },
  subject: { max: SUBJECT_MAX, message: m.subjectLength },
  message: { max: MESSAGE_MAX, message: m.messageLength },
};

export const contactSchema = z.object({
  firstName: textField(contactRules.firstName, m.firstNameRequired),
  lastName: textField(contactRules.lastName, m.lastNameRequired),
  email: textField(contactRules.email, m.emailRequired),
  subject: textField(contactRules.subject, m.subjectRequired),
  message: textField(contactRules.message, m.messageRequired),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;

export const contactPath = "/api/contact";
