/**
 * Contact form (/contact).
 * POST /api/contact, JSON `{ firstName, lastName, email, subject, message, website? }`:
 * 201 `{ success: true, message: contactMessages.success }`;
 * 400 `{ success: false, message, errors: [{ field, message }] }`; 429 contactMessages.tooManyRequests.
 */
import { z } from "zod/mini";
import type { FormResponse } from "./api";
import { emailRule, lengthRule, personNameRule, textField } from "./fields";
import { CONTACT_NAME_MAX, CONTACT_NAME_MIN, MESSAGE_MAX, MESSAGE_MIN, SUBJECT_MAX, SUBJECT_MIN } from "./limits";
import { contactMessages as m } from "./messages";

export const contactRules = {
  firstName: personNameRule(m.firstNameRequired, m.firstNameInvalid, CONTACT_NAME_MIN, CONTACT_NAME_MAX),
  lastName: personNameRule(m.lastNameRequired, m.lastNameInvalid, CONTACT_NAME_MIN, CONTACT_NAME_MAX),
  email: emailRule(m.emailRequired, m.emailInvalid),
  subject: lengthRule(m.subjectRequired, m.subjectLength, SUBJECT_MIN, SUBJECT_MAX),
  message: lengthRule(m.messageRequired, m.messageLength, MESSAGE_MIN, MESSAGE_MAX),
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
export type ContactResponse = FormResponse;

export const contactPath = "/api/contact";
