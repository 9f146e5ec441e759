/**
 * The formatted tree (./formatted-text.ts) as a schema, for the API's answers that carry it (a post's sections): each
 * node checked whole by `isFormattedNode`, its links' addresses included. A custom check rather than a recursive
 * schema (z.lazy, z.tuple), whose code would have joined the zod chunk that public pages' forms load (594 bytes).
 */
import { z } from "zod/mini";
import { isAllowedHref, type FormattedNode } from "./formatted-text";

const tagsWithoutAttribute = new Set(["p", "ul", "li", "em", "strong"]);

export function isFormattedNode(value: unknown): value is FormattedNode {
  if (typeof value === "string") return true;
  if (!Array.isArray(value) || !Array.isArray(value[1]) || !value[1].every(isFormattedNode)) return false;
  const [tag, , extra] = value as unknown[];
  if (tag === "a") return value.length === 3 && typeof extra === "string" && isAllowedHref(extra);
  if (tag === "ol") return value.length === 2 || (value.length === 3 && Number.isInteger(extra));
  return value.length === 2 && tagsWithoutAttribute.has(tag as string);
}

export const FormattedNodeSchema = z.custom<FormattedNode>(
  isFormattedNode,
  'A node is a text, or [tag, children] with tag p, ul, ol, li, em or strong, or ["a", children, address]',
);
