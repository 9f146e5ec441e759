import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n-provider";
import type { FormattedNode, FormattedText as FormattedWord } from "#contracts/formatting/formatted-text";

/**
 * The tags the server's tree may hold (contracts/formatting/formatted-text.ts), with their classes (Tailwind's reset
 * takes a list's markers away); a node of any other tag is drawn as nothing.
 */
const classes: Record<string, string> = {
  p: "",
  em: "",
  strong: "",
  li: "",
  ul: "list-disc ps-6",
  ol: "list-decimal ps-6",
  a: "text-primary underline underline-offset-4",
};

/**
 * Formatted text as the server parsed it (contracts/formatting/, decision 041): elements only, React escaping every
 * text, so nothing a member of staff wrote becomes markup; the parser never reaches the browser. A page word without
 * formatting is its text, drawn as the paragraph it always was. A link to a page of the site stays in the page's
 * language.
 */
export function FormattedText({ text }: { text: FormattedWord }) {
  const { localize } = useI18n();
  const draw = (node: FormattedNode, key: number): ReactNode => {
    if (typeof node === "string") return node;
    const [Tag, children, extra] = node;
    return typeof classes[Tag] == "string" ? (
      <Tag
        key={key}
        className={classes[Tag] || undefined}
        href={Tag === "a" ? localize(extra as string) : undefined}
        start={Tag === "ol" ? (extra as number) : undefined}
      >
        {children.map(draw)}
      </Tag>
    ) : null;
  };
  return typeof text === "string" ? <p>{text}</p> : text.map(draw);
}
