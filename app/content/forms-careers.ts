/**
 * The careers application's words (their English and translations are the
 * catalogues' `forms.*` messages, locales/<lang>.json). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { careersMessages as ids } from "#contracts/forms/careers-messages";
import { messagesOf, type Translate } from "#contracts/i18n/translate";

/** The form's messages by code (contracts/forms/careers-messages.ts), in one language. */
export type CareersMessages = Record<keyof typeof ids, string>;

export interface CareersFormCopy {
  formLabel: string;
  /** "{title}" is the opening's title, shown in bold. */
  applyingFor: string;
  name: string;
  email: string;
  phone: string;
  position: string;
  positionPlaceholder: string;
  positions: { internship: string; professional: string };
  message: string;
  messagePlaceholder: string;
  /** The message's length against its limit: "{count}/{max}". */
  messageCount: string;
  resume: string;
  resumeHint: string;
  removeFile: string;
  button: string;
  buttonBusy: string;
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formsCareersContent(t: Translate) {
  const careersForm: CareersFormCopy = {
    formLabel: t("forms.careersForm.formLabel"),
    applyingFor: t("forms.careersForm.applyingFor"),
    name: t("forms.careersForm.name"),
    email: t("forms.quoteForm.email"),
    phone: t("forms.careersForm.phone"),
    position: t("forms.careersForm.position"),
    positionPlaceholder: t("forms.careersForm.positionPlaceholder"),
    positions: { internship: t("forms.careersForm.positions.internship"), professional: t("forms.careersForm.positions.professional") },
    message: t("forms.careersForm.message"),
    messagePlaceholder: t("forms.careersForm.messagePlaceholder"),
    messageCount: "{count}/{max}",
    resume: t("forms.careersForm.resume"),
    resumeHint: t("forms.careersForm.resumeHint"),
    removeFile: t("forms.careersForm.removeFile"),
    button: t("forms.careersForm.button"),
    buttonBusy: t("forms.careersForm.buttonBusy"),
  };

  return { careersForm, careersMessages: messagesOf(t, ids) as CareersMessages };
}
