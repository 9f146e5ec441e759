/**
 * Formatted text (issue 30, items 1 and 7; docs/decisions/041-formatted-text.md): the small, safe markdown subset staff
 * may write in a post's sections, an opening's sections and the page words marked as formatted
 * (contracts/site-content/formatted-words.ts). The server parses it (./parse-formatting.server.ts) into this tree and
 * hands the tree to the page; the browser only draws it (app/components/content/formatted-text.tsx), React escaping
 * every text. Nothing here is zod or a parser: the public pages read these types and `isAllowedHref` alone.
 */

/** A tag the tree may hold (the page gives each its classes); anything else is drawn as nothing. */
export type FormattedTag = "p" | "ul" | "ol" | "li" | "em" | "strong" | "a";

/**
 * One node: a text (a line break inside a paragraph is "\n"), or a tag with its children. A link carries its address,
 * checked by `isAllowedHref`; a numbered list that does not start at 1 carries its first number.
 */
export type FormattedNode =
  | string
  | [tag: Exclude<FormattedTag, "a" | "ol">, children: FormattedNode[]]
  | [tag: "ol", children: FormattedNode[], start?: number]
  | [tag: "a", children: FormattedNode[], href: string];

/** A page word that may be formatted: the text itself when it has no formatting (drawn as before), else its blocks. */
export type FormattedText = string | FormattedNode[];

/**
 * The addresses a link may have: https, mailto and tel, and a path on this site ("/contact", never "//host", which
 * would leave it). Anything else (javascript:, data:, http:, a bare "contact") is refused when saved and never
 * becomes a link.
 */
const allowedHref = /^(?:https:\/\/[^\s/?#\\][^\s\\]*|mailto:[^\s@/\\]+@[^\s@/\\]+|tel:\+?[\d().-]+|\/(?![/\\])[^\s\\]*)$/i;

export const isAllowedHref = (href: string) => allowedHref.test(href);
