/**
 * The rules every translation of a message keeps (docs/i18n.md), in one place for the catalogue tests, the
 * XLIFF import (npm run i18n -- import) and the staff's editor: the text is not empty, it is valid ICU
 * MessageFormat (read by FormatJS's parser, the one that formats it), and it has the English message's
 * placeholders, each of the same kind (a plain value, a number, a plural…), no more and no fewer.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

const kindNames: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "text",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
  [TYPE.tag]: "tag",
};

/** A message's placeholders, each with its kind: `{ siteName: "text", count: "plural" }`. */
export function placeholdersOf(elements: MessageFormatElement[], into: Record<string, string> = {}): Record<string, string> {
  for (const element of elements) {
    const kind = kindNames[element.type];
    if (kind && "value" in element && typeof element.value === "string") into[element.value] = kind;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholdersOf(option.value, into);
    }
    if (element.type === TYPE.tag) placeholdersOf(element.children, into);
  }
  return into;
}

/** The message's parse, or the parser's complaint. */
export function parseMessage(message: string): { elements: MessageFormatElement[] } | { error: string } {
  try {
    return { elements: parse(message, { ignoreTag: true, requiresOtherClause: true }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const describe = (placeholders: Record<string, string>) =>
  Object.entries(placeholders)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, kind]) => (kind === "text" ? `{${name}}` : `{${name}, ${kind}}`))
    .join(" ") || "none";

/** What is wrong with `translated` as a translation of `english` (both ICU messages); empty when it is right. */
export function problemsOf(english: string, translated: string): string[] {
  if (translated.trim() === "") return ["the translation is empty"];
  const source = parseMessage(english);
  const target = parseMessage(translated);
  if ("error" in target) return [`not valid ICU MessageFormat: ${target.error}`];
  if ("error" in source) return [`the English is not valid ICU MessageFormat: ${source.error}`];
  const want = placeholdersOf(source.elements);
  const got = placeholdersOf(target.elements);
  if (describe(want) !== describe(got)) return [`placeholders ${describe(got)} differ from English ${describe(want)}`];
  return [];
}
