/**
 * Formatted text parsed into the tree the pages draw (./formatted-text.ts), on the server only: markdown-it (already
 * the campaigns' parser, decision 035) with only paragraphs, lists, emphasis, links, backslash escapes and line
 * breaks switched on, and no HTML, pictures, headings, code, quotes, tables, entities or bare addresses
 * (docs/decisions/041-formatted-text.md). A link whose address `isAllowedHref` refuses is left as the text it was
 * written as. The name ends in `.server` so that React Router refuses to build it into the browser's code.
 */
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import { isAllowedHref, type FormattedNode, type FormattedText } from "./formatted-text";
import { paragraphsOf } from "./paragraphs";

const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false }).enable([
  "list",
  "emphasis",
  "link",
  "escape",
  "newline",
]);
markdown.validateLink = isAllowedHref;

type Element = Exclude<FormattedNode, string>;

/** Builds the tree while the tokens open and close tags; adjacent texts are joined into one string. */
class TreeBuilder {
  readonly root: FormattedNode[] = [];
  private readonly open: FormattedNode[][] = [this.root];

  private get children() {
    return this.open[this.open.length - 1]!;
  }

  text(text: string) {
    const children = this.children;
    const last = children.length - 1;
    if (typeof children[last] === "string") children[last] += text;
    else if (text !== "") children.push(text);
  }

  enter(node: Element) {
    this.children.push(node);
    this.open.push(node[1]);
  }

  leave() {
    this.open.pop();
  }
}

function addInline(tokens: readonly Token[], tree: TreeBuilder) {
  // A link markdown-it made without an address ("[words]()") is drawn as its words.
  const linkOpened: boolean[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "text":
        tree.text(token.content);
        break;
      case "softbreak":
      case "hardbreak":
        tree.text("\n");
        break;
      case "em_open":
      case "strong_open":
        tree.enter([token.tag as "em" | "strong", []]);
        break;
      case "em_close":
      case "strong_close":
        tree.leave();
        break;
      case "link_open": {
        const href = token.attrGet("href") ?? "";
        const allowed = isAllowedHref(href);
        linkOpened.push(allowed);
        if (allowed) tree.enter(["a", [], href]);
        break;
      }
      case "link_close":
        if (linkOpened.pop()) tree.leave();
        break;
      default:
        tree.text(token.content);
    }
  }
}

/** The blocks of formatted text: paragraphs and lists, their items holding text or, when loose, paragraphs. */
export function formattedNodesOf(text: string): FormattedNode[] {
  const tree = new TreeBuilder();
  for (const token of markdown.parse(text, {})) {
    switch (token.type) {
      case "paragraph_open":
        if (!token.hidden) tree.enter(["p", []]);
        break;
      case "bullet_list_open":
        tree.enter(["ul", []]);
        break;
      case "ordered_list_open": {
        const start = Number(token.attrGet("start") ?? 1);
        tree.enter(start === 1 ? ["ol", []] : ["ol", [], start]);
        break;
      }
      case "list_item_open":
        tree.enter(["li", []]);
        break;
      case "inline":
        addInline(token.children ?? [], tree);
        break;
      default:
        if (token.nesting === -1 && !token.hidden) tree.leave();
    }
  }
  return tree.root;
}

const isPlainParagraph = (node: FormattedNode | undefined, text: string | undefined) =>
  typeof node !== "string" && node?.[0] === "p" && node[1].length === 1 && node[1][0] === text;

/** A page word as the page draws it: the text itself when it is one paragraph of plain text (drawn as before), else its blocks. */
export function formattedTextOf(text: string): FormattedText {
  const nodes = formattedNodesOf(text);
  return nodes.length === 1 && isPlainParagraph(nodes[0], text) ? text : nodes;
}

/**
 * A post's or an opening's section as its page draws it: undefined while it is plain paragraphs (the page splits the
 * text itself, as before: PostParagraphs), else its blocks.
 */
export function formattedSectionOf(content: string): FormattedNode[] | undefined {
  const nodes = formattedNodesOf(content);
  const paragraphs = paragraphsOf(content);
  const plain = nodes.length === paragraphs.length && nodes.every((node, index) => isPlainParagraph(node, paragraphs[index]));
  return plain ? undefined : nodes;
}
