/**
 * A section's paragraphs (posts, openings): its text split on blank lines. What the pages draw of a section without
 * formatting, and what the server compares the parsed text with to tell (parse-formatting.server.ts).
 */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
