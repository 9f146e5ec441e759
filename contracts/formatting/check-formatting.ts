/**
 * The rules formatted text keeps (issue 30, items 1 and 7), checked as staff type and again by the server: links are
 * whole (`[words](address)`) and lead only where `isAllowedHref` allows, there are no pictures, and no HTML. A scan
 * of the text, not the parser: the staff screens run it as one types, and the parser (markdown-it, 44 KB compressed)
 * stays on the server (docs/decisions/041-formatted-text.md). The scan follows markdown-it's link syntax and is the
 * stricter of the two: whatever it lets through, the parser turns into allowed links only, and leaves no `](` of a
 * link it did not make in the text (check-formatting.property.test.ts).
 */
import { isAllowedHref } from "./formatted-text";

export const formattingProblemCodes = ["htmlRefused", "linkBroken", "linkAddress", "imageRefused"] as const;
export type FormattingProblemCode = (typeof formattingProblemCodes)[number];

/** The English staff read for each problem (the Content area's and the post and opening editors'). */
export const formattingMessages: Readonly<Record<FormattingProblemCode, string>> = {
  htmlRefused: "HTML tags such as <b> or <a> are not allowed: write **bold**, *italic* or [words](https://…) instead",
  linkBroken: "A link is not complete: write it as [words](address), the address right after ] and closed with )",
  linkAddress: "A link's address must start with https://, mailto:, tel: or / (a page of this site)",
  imageRefused: "Pictures cannot go in the text: remove the ! before the [",
};

/** How formatting is written, for the hint under a formatted field. */
export const formattingHint =
  "Formatting: *italic*, **bold**, [words](https://…) for a link (https, mailto:, tel: or a /page of this site), lines starting with - or 1. for a list, a blank line between paragraphs.";

/** `<` followed by a letter, `/`, `!` or `?`: the start of a tag, a closing tag or a comment. "a < b" stays text. */
const htmlTag = /<[A-Za-z/!?]/;

export const hasHtmlTag = (text: string) => htmlTag.test(text);

/** What markdown-it would read as an entity (`&#47;`, `&amp;`): decoded in an address, so refused there. */
const entity = /&(?:#x?[0-9a-f]+|[a-z][a-z0-9]*);/i;

const isSpace = (char: string | undefined) => char === " " || char === "\t" || char === "\n";

function skipSpaces(text: string, from: number) {
  let pos = from;
  while (isSpace(text[pos])) pos++;
  return pos;
}

/** A link title after the address (`"…"`, `'…'` or `(…)`): the position after it, or -1 when it is not closed. */
function titleEnd(text: string, from: number) {
  const close = ({ '"': '"', "'": "'", "(": ")" } as Record<string, string>)[text[from]!];
  if (!close) return from;
  for (let pos = from + 1; pos < text.length; pos++) {
    if (text[pos] === "\\") pos++;
    else if (text[pos] === close) return pos + 1;
  }
  return -1;
}

/**
 * The address of a link whose `(` is just before `from`, as markdown-it's parseLinkDestination reads it, and the
 * position of its `)`; null when the link is not complete.
 */
function destinationAt(text: string, from: number): { href: string; end: number } | null {
  let pos = skipSpaces(text, from);
  const start = pos;
  let href: string;
  if (text[pos] === "<") {
    for (pos++; text[pos] !== ">"; pos++) {
      if (pos >= text.length || text[pos] === "<" || text[pos] === "\n") return null;
      if (text[pos] === "\\") pos++;
    }
    href = text.slice(start + 1, pos++);
  } else {
    let level = 0;
    for (; pos < text.length; pos++) {
      const code = text.charCodeAt(pos);
      if (code <= 0x20 || code === 0x7f) break;
      if (code === 0x5c) pos++;
      else if (code === 0x28) level++;
      else if (code === 0x29 && level-- === 0) break;
    }
    if (pos === start || level > 0) return null;
    href = text.slice(start, pos);
  }
  const afterSpaces = skipSpaces(text, pos);
  pos = afterSpaces > pos ? titleEnd(text, afterSpaces) : pos;
  if (pos < 0) return null;
  pos = skipSpaces(text, pos);
  return text[pos] === ")" && href !== "" ? { href, end: pos } : null;
}

/** The link problems of one block (a paragraph, or a list): links never cross a blank line. */
function linkProblemsOf(block: string, problems: Set<FormattingProblemCode>) {
  const opened: number[] = [];
  let lastLinkStart = -1;
  for (let pos = 0; pos < block.length; pos++) {
    const char = block[pos];
    if (char === "\\") pos++;
    else if (char === "[") opened.push(pos);
    else if (char === "]") {
      const start = opened.pop();
      if (block[pos + 1] !== "(") continue;
      const link = start === undefined ? null : destinationAt(block, pos + 2);
      // An unopened `](`, an unfinished address, or a link inside another's words (which markdown-it leaves as text).
      if (!link || start === undefined || lastLinkStart > start) {
        problems.add("linkBroken");
        continue;
      }
      if (start > 0 && block[start - 1] === "!" && block[start - 2] !== "\\") problems.add("imageRefused");
      if (!isAllowedHref(link.href) || entity.test(link.href)) problems.add("linkAddress");
      lastLinkStart = start;
      pos = link.end;
    }
  }
}

/** What is wrong with `text` as formatted text, in the order of `formattingProblemCodes`; empty when it is right. */
export function checkFormatting(text: string): FormattingProblemCode[] {
  const problems = new Set<FormattingProblemCode>();
  if (hasHtmlTag(text)) problems.add("htmlRefused");
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) linkProblemsOf(block, problems);
  return formattingProblemCodes.filter((code) => problems.has(code));
}
