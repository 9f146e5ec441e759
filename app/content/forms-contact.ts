/**
 * The contact form's words (the English original; translations are the `forms` module of app/content/locales/, which
 * re-exports this). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { contactMessages as contract, contactTexts } from "#contracts/forms/contact-messages";

export type ContactMessages = Record<keyof typeof contract, string>;
export const contactMessages: ContactMessages = contract;

export interface ContactFormCopy {
  formLabel: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  button: string;
  buttonBusy: string;
  /** Said after the map's directions link (visually hidden). */
  opensInNewTab: string;
}

export const contactForm: ContactFormCopy = {
  formLabel: "Contact form",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  subject: "Subject",
  message: "Message",
  button: contactTexts.button,
  buttonBusy: contactTexts.buttonBusy,
  opensInNewTab: " (opens in a new tab)",
};
