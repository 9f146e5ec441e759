/**
 * Which page words may be formatted (issue 30, item 1; docs/decisions/041-formatted-text.md): the paragraphs of prose a
 * company would want to give a list, a link or an emphasis. Headings, titles, buttons, labels, card texts, meta
 * descriptions and image descriptions stay plain text. A pattern's `*` stands for one segment of the message id.
 * The content modules draw these words, and only these, through `formattedTextOf` (app/content/formatted.test.ts).
 */
export const formattedWordPatterns = [
  "about.story.paragraphs.*",
  "about.commitment.paragraphs.*",
  "services.*.intro.*",
  "services.*.sections.*.paragraphs.*",
  "industries.*.expertise.*",
  "privacy.intro.*",
  "privacy.storage.paragraphs.*",
  "privacy.rights.howToAsk.paragraphs.*",
] as const;

/** How a word is written: plain text, or the formatted subset (contracts/formatting/check-formatting.ts). */
export const wordFormats = ["text", "formatted"] as const;
export type WordFormat = (typeof wordFormats)[number];

const formattedIds = new RegExp(
  `^(?:${formattedWordPatterns.map((pattern) => pattern.replaceAll(".", "\\.").replaceAll("*", "[^.]+")).join("|")})$`,
);

export const wordFormatOf = (id: string): WordFormat => (formattedIds.test(id) ? "formatted" : "text");
