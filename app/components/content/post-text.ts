/** Paragraphs of a section: plain text split on blank lines (content is never HTML). */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
