/**
 * The rules a word staff publish keeps (issue 30), the catalogue's rules (./check-message.ts) with a code for
 * each failure, so the staff's editor can show it as they type and the server refuses the same: the text is
 * not empty, not longer than its limit, free of HTML tags (pages show words as text; a tag would show as
 * written, or be taken for markup by whoever copies it), valid ICU MessageFormat, and with exactly the English
 * message's placeholders, each of the same kind. A word the Content area marks as formatted
 * (contracts/site-content/formatted-words.ts) keeps the formatting's rules too: whole links to allowed addresses, no
 * pictures (contracts/formatting/check-formatting.ts). The catalogue checks (./catalogues.test.ts) hold every
 * catalogue to the same rules.
 */
import { checkFormatting, hasHtmlTag } from "../formatting/check-formatting";
import type { WordFormat } from "../site-content/formatted-words";
import { parseMessage, placeholdersOf } from "./check-message";

export { hasHtmlTag };

export const wordProblemCodes = [
  "textRequired",
  "textTooLong",
  "htmlRefused",
  "messageInvalid",
  "placeholderUnknown",
  "placeholderMissing",
  "placeholderKind",
  "linkBroken",
  "linkAddress",
  "imageRefused",
] as const;
export type WordProblemCode = (typeof wordProblemCodes)[number];

export interface WordProblem {
  code: WordProblemCode;
  /** The placeholder concerned (`placeholder*`). */
  name?: string;
  /** The parser's complaint (`messageInvalid`), or the kind English gives the placeholder (`placeholderKind`). */
  detail?: string;
}

/**
 * A word's limit, from the English it translates: three times its length, and never under 60 characters. The
 * longest translation in the catalogues was 3.2 times its English (a 14-character title) and under 60 characters,
 * so every catalogue keeps it; a text far longer than its English breaks the page's layout.
 */
export const wordLengthRule = { factor: 3, floor: 60 } as const;

export function maxLengthOf(english: string): number {
  return Math.max(wordLengthRule.floor, english.length * wordLengthRule.factor);
}

/** FormatJS's complaints (its ErrorKind names) in words a member of staff can act on; any other is given as it is. */
const parserComplaints: Readonly<Record<string, string>> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: "a { is not closed with }",
  EMPTY_ARGUMENT: "a placeholder { } has no name",
  MALFORMED_ARGUMENT: "a placeholder's name is not valid",
  EXPECT_ARGUMENT_TYPE: "a placeholder's kind is missing after the comma",
  INVALID_ARGUMENT_TYPE: "a placeholder's kind is not one of number, date, time, plural, select",
  EXPECT_SELECT_ARGUMENT_OPTIONS: "a select has no forms",
  EXPECT_PLURAL_ARGUMENT_SELECTOR: "a plural has no forms",
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: "a select form has no text in { }",
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: "a plural form has no text in { }",
  INVALID_PLURAL_ARGUMENT_SELECTOR: "a plural form's name is not one, few, many, other or =number",
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: "a plural form is given twice",
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: "a select form is given twice",
  MISSING_OTHER_CLAUSE: "a plural or select needs an `other` form",
};

/** What is wrong with `text` as the message whose English is `english`, written as `format`; empty when it is right. */
export function checkWord(english: string, text: string, maxLength = maxLengthOf(english), format: WordFormat = "text"): WordProblem[] {
  if (text.trim() === "") return [{ code: "textRequired" }];
  if (text.length > maxLength) return [{ code: "textTooLong" }];
  if (hasHtmlTag(text)) return [{ code: "htmlRefused" }];
  const target = parseMessage(text);
  if ("error" in target) return [{ code: "messageInvalid", detail: parserComplaints[target.error] ?? target.error }];
  const source = parseMessage(english);
  if ("error" in source) return [{ code: "messageInvalid", detail: `the English is not valid: ${source.error}` }];
  const want = placeholdersOf(source.elements);
  const got = placeholdersOf(target.elements);
  const problems: WordProblem[] = [];
  for (const name of Object.keys(got).sort()) {
    if (!(name in want)) problems.push({ code: "placeholderUnknown", name });
    else if (want[name] !== got[name]) problems.push({ code: "placeholderKind", name, detail: want[name] });
  }
  for (const name of Object.keys(want).sort()) if (!(name in got)) problems.push({ code: "placeholderMissing", name });
  if (format === "formatted") for (const code of checkFormatting(text)) problems.push({ code });
  return problems;
}

/** The English message's placeholder names, for the editor's hint. */
export function placeholderNamesOf(english: string): string[] {
  const parsed = parseMessage(english);
  return "error" in parsed ? [] : Object.keys(placeholdersOf(parsed.elements)).sort();
}
