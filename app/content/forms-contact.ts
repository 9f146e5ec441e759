/**
 * The contact form's words (their English and translations are the
 * catalogues' `forms.*` messages, locales/<lang>.json). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { contactMessages as ids } from "#contracts/forms/contact-messages";
import { messagesOf, type Translate } from "#contracts/i18n/translate";

/** The form's messages by code (contracts/forms/contact-messages.ts), in one language. */
export type ContactMessages = Record<keyof typeof ids, string>;

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

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formsContactContent(t: Translate) {
  const contactForm: ContactFormCopy = {
    formLabel: t("forms.contactForm.formLabel"),
    firstName: t("forms.contactForm.firstName"),
    lastName: t("forms.contactForm.lastName"),
    email: t("forms.quoteForm.email"),
    subject: t("forms.contactForm.subject"),
    message: t("forms.careersForm.message"),
    button: t("forms.contactForm.button"),
    buttonBusy: t("forms.quoteForm.buttonBusy"),
    opensInNewTab: t("forms.contactForm.opensInNewTab"),
  };

  return { contactForm, contactMessages: messagesOf(t, ids) as ContactMessages };
}
