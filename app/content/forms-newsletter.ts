/**
 * The newsletter form's words (their English and translations are the
 * catalogues' `forms.*` messages, locales/<lang>.json). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { newsletterMessages as ids } from "#contracts/forms/newsletter-messages";
import { messagesOf, type Translate } from "#contracts/i18n/translate";

/** The form's messages by code (contracts/forms/newsletter-messages.ts), in one language. */
export type NewsletterMessages = Record<keyof typeof ids, string>;

export interface NewsletterFormCopy {
  formLabel: string;
  emailLabel: string;
  placeholder: string;
  button: string;
  buttonBusy: string;
  buttonDone: string;
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formsNewsletterContent(t: Translate) {
  const newsletterForm: NewsletterFormCopy = {
    formLabel: t("forms.newsletterForm.formLabel"),
    emailLabel: t("forms.newsletterForm.emailLabel"),
    placeholder: t("forms.newsletterForm.placeholder"),
    button: t("forms.newsletterForm.button"),
    buttonBusy: t("forms.newsletterForm.buttonBusy"),
    buttonDone: t("forms.newsletterForm.buttonDone"),
  };

  return { newsletterForm, newsletterMessages: messagesOf(t, ids) as NewsletterMessages };
}
