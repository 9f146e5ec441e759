/**
 * Page words the Content area lets staff format (contracts/site-content/formatted-words.ts), parsed for the page by the
 * server's parser: a word without formatting stays its text, drawn as before (decision 041). Content modules run in
 * loaders only, so the parser never reaches the browser (its `.server` name makes the build refuse it there).
 */
import type { FormattedText } from "#contracts/formatting/formatted-text";
import { formattedTextOf } from "#contracts/formatting/parse-formatting.server";

export function formatted<T extends readonly [] | readonly string[]>(texts: T): { -readonly [K in keyof T]: FormattedText } {
  return texts.map((text) => formattedTextOf(text)) as { -readonly [K in keyof T]: FormattedText };
}
