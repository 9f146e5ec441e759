/**
 * The newsletter form's words (the English original; translations are the `forms` module of app/content/locales/, which
 * re-exports this). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { newsletterMessages as contract, newsletterTexts } from "#contracts/forms/newsletter-messages";

export type NewsletterMessages = Record<keyof typeof contract, string>;
export const newsletterMessages: NewsletterMessages = contract;

export interface NewsletterFormCopy {
  formLabel: string;
  emailLabel: string;
  placeholder: string;
  button: string;
  buttonBusy: string;
  buttonDone: string;
}

export const newsletterForm: NewsletterFormCopy = {
  formLabel: "Newsletter subscription",
  emailLabel: "Email address",
  placeholder: newsletterTexts.placeholder,
  button: newsletterTexts.button,
  buttonBusy: newsletterTexts.buttonBusy,
  buttonDone: newsletterTexts.buttonDone,
};
