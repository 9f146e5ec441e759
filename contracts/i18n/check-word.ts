/**
 * The rules a word staff publish keeps (issue 30), the catalogue's rules (./check-message.ts) with a code for
 * each failure, so the staff's editor can show it as they type and the server refuses the same: the text is
 * not empty, not longer than its limit, free of HTML tags (pages show words as text; a tag would show as
 * written, or be taken for markup by whoever copies it), valid ICU MessageFormat, and with exactly the English
 * message's placeholders, each of the same kind. The catalogue checks (./catalogues.test.ts) hold every
 * catalogue to the same limit and the same refusal of tags.
 */
import { parseMessage, placeholdersOf } from "./check-message";

export const wordProblemCodes = [
  "textRequired",
  "textTooLong",
  "htmlRefused",
  "messageInvalid",
  "placeholderUnknown",
  "placeholderMissing",
  "placeholderKind",
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

/** `<` followed by a letter, `/` or `!`: the start of a tag, a closing tag or a comment. "a < b" stays text. */
const htmlTag = /<[A-Za-z/!?]/;

export const hasHtmlTag = (text: string) => htmlTag.test(text);

/** What is wrong with `text` as the message whose English is `english`; empty when it is right. */
export function checkWord(english: string, text: string, maxLength = maxLengthOf(english)): WordProblem[] {
  if (text.trim() === "") return [{ code: "textRequired" }];
  if (text.length > maxLength) return [{ code: "textTooLong" }];
  if (hasHtmlTag(text)) return [{ code: "htmlRefused" }];
  const target = parseMessage(text);
  if ("error" in target) return [{ code: "messageInvalid", detail: target.error }];
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
  return problems;
}

/** The English message's placeholder names, for the editor's hint. */
export function placeholderNamesOf(english: string): string[] {
  const parsed = parseMessage(english);
  return "error" in parsed ? [] : Object.keys(placeholdersOf(parsed.elements)).sort();
}
