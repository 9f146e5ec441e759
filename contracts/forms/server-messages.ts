/**
 * The answers shared by every form's messages: each key is the code the API's answers and field errors carry and the
 * browser looks its words up by; each value is the message's id in the catalogues (locales/<lang>.json), whose
 * English is the spec's exact text. Codes whose text the spec leaves open are marked "(ours)".
 */
import type { MessageId } from "../i18n/catalogue";
export const serverMessages = {
  fixErrors: "forms.shared.fixErrors",
  badRequest: "forms.serverMessages.badRequest",
  unsupportedType: "forms.serverMessages.unsupportedType",
  tooLarge: "forms.serverMessages.tooLarge",
  unreadableText: "forms.serverMessages.unreadableText",
} as const satisfies Record<string, MessageId>;
