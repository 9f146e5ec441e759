import type { BlogSection } from "#contracts/api/posts";
import { formattedSectionOf } from "#contracts/formatting/parse-formatting.server";

/**
 * Sections (a post's, an opening's) as the public pages read them: each with its text parsed, when it has formatting
 * (docs/decisions/041-formatted-text.md). A section without any keeps exactly its shape of before, so its page and
 * the API's answer are what they were.
 */
export function withFormatting(sections: BlogSection[]): BlogSection[] {
  return sections.map((section) => {
    const formatted = formattedSectionOf(section.content);
    return formatted ? { ...section, formatted } : section;
  });
}
