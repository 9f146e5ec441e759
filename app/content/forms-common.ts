/**
 * What every form says around its fields, and the server's answers shared by all forms (their English and translations are the
 * catalogues' `forms.*` messages, locales/<lang>.json). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { serverMessages as ids } from "#contracts/forms/server-messages";
import { messagesOf, type Translate } from "#contracts/i18n/translate";

/** The form's messages by code (contracts/forms/server-messages.ts), in one language. */
export type ServerMessages = Record<keyof typeof ids, string>;

/** What every form says around its fields. */
export interface CommonFormCopy {
  /** "{mark}" is the red asterisk; the screen reader hears `requiredMarkSpoken` in its place. */
  requiredNote: string;
  requiredMarkSpoken: string;
  /** The label of the field only bots see (hidden from people and assistive technology). */
  honeypotLabel: string;
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formsCommonContent(t: Translate) {
  const commonForm: CommonFormCopy = {
    requiredNote: t("forms.commonForm.requiredNote"),
    requiredMarkSpoken: t("forms.commonForm.requiredMarkSpoken"),
    honeypotLabel: t("forms.commonForm.honeypotLabel"),
  };

  return { commonForm, serverMessages: messagesOf(t, ids) as ServerMessages };
}
