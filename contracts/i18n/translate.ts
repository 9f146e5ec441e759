/**
 * Words from a language's catalogue (locales/<lang>.json): ICU MessageFormat messages formatted with FormatJS
 * (decision 034). Only the server runs this: pages' loaders format their copy and send it as data, e-mails are
 * written on the server, so no message runtime reaches the browser.
 *
 * Two rules a message's placeholders follow:
 * - a plain `{name}` inserts its value as written (a year stays 2009, not 2,009); `{name, number}`,
 *   `{name, date}`, `plural` and `select` format it for the language;
 * - a plain `{name}` given no value stays in the text as `{name}`, for the page to fill where it puts a link or a
 *   value of its own (`fill()`, `<Slotted>`); any other placeholder without a value is an error.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { intlLocaleOf, type LanguageCode } from "#contracts/languages";
import type { Catalogue, MessageId } from "./catalogue";

export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A message of the page's language, with its placeholders filled. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

interface Compiled {
  format: IntlMessageFormat;
  /** Plain `{name}` placeholders: kept as written when given no value. */
  plain: Set<string>;
}

function plainArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) plainArguments(option.value, into);
    }
  }
  return into;
}

/**
 * The translator of one language. A message with placeholders (or an escaped apostrophe) is compiled when first
 * used and kept by the translator; plain text is returned as it is, so a language nobody reads costs only its
 * catalogue. A message the catalogue lacks falls back to English (the
 * catalogue checks keep this from happening; a page never shows an id).
 */
export function createTranslate(lang: LanguageCode, catalogue: Catalogue, english: Catalogue): Translate {
  const compiled = new Map<MessageId, Compiled>();
  // Western digits in every language, as the translation brief asks (Marathi would otherwise count in Devanagari digits).
  const locale = `${intlLocaleOf(lang)}-u-nu-latn`;
  const compile = (id: MessageId): Compiled => {
    let entry = compiled.get(id);
    if (!entry) {
      const message = catalogue[id] ?? english[id];
      if (message === undefined) throw new Error(`No message "${id}" in ${lang} or English`);
      const format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
      entry = { format, plain: plainArguments(format.getAst()) };
      compiled.set(id, entry);
    }
    return entry;
  };
  return (id, values = {}) => {
    const message = catalogue[id] ?? english[id];
    // Most messages are plain text: nothing to parse, nothing to keep (a compiled message costs far more memory than its text).
    if (message !== undefined && !/[{}']/.test(message)) return message;
    const { format, plain } = compile(id);
    const filled: Record<string, MessageValue> = {};
    for (const name of plain) {
      const value = values[name];
      filled[name] = value === undefined ? `{${name}}` : typeof value === "number" ? String(value) : value;
    }
    for (const [name, value] of Object.entries(values)) if (!plain.has(name)) filled[name] = value;
    const text = format.format(filled);
    if (typeof text !== "string") throw new Error(`Message "${id}" (${lang}) did not format to text`);
    return text;
  };
}

/** A table of codes and message ids (contracts/forms/*-messages.ts) as each code's words in one language. */
export function messagesOf<Table extends Readonly<Record<string, MessageId>>>(t: Translate, table: Table): Record<keyof Table, string> {
  return Object.fromEntries(Object.entries(table).map(([code, id]) => [code, t(id)])) as Record<keyof Table, string>;
}
