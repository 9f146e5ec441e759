/**
 * The spec's English of a message (locales/en.json): what the API's `message` says beside its `code`, and the
 * words of the staff's English e-mails and lists. Formatting keeps `{name}` placeholders, as pages get them.
 */
import type { MessageId } from "#contracts/i18n/catalogue";
import { createTranslate, type MessageValues } from "#contracts/i18n/translate";
import { readCatalogue } from "./catalogue-files";

const english = readCatalogue("en");
const translate = createTranslate("en", english, english);

/** English text of one message. */
export function englishOf(id: MessageId, values?: MessageValues): string {
  return translate(id, values);
}

/** A form's answer by code (contracts/forms/*-messages.ts): the code, and its English. */
export interface CodedMessage {
  code: string;
  message: string;
}

export function codedMessage<Table extends Readonly<Record<string, MessageId>>>(table: Table, code: keyof Table & string): CodedMessage {
  return { code, message: englishOf(table[code]) };
}
