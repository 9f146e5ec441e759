import fc from "fast-check";
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import { describe, expect, it } from "vitest";
import { checkFormatting, type FormattingProblemCode } from "./check-formatting";
import { isAllowedHref, type FormattedNode } from "./formatted-text";
import { formattedNodesOf } from "./parse-formatting.server";

describe("checkFormatting", () => {
  it.each<[string, string, FormattingProblemCode[]]>([
    ["plain text", "We clear cargo at JNPT.", []],
    ["emphasis and a list", "*Fast* and **safe**:\n\n- one\n- two\n\n1. first\n2. second", []],
    ["an https link", "See [our services](https://example.com/services?a=1&b=2).", []],
    ["a page of the site", "See [contact](/contact) and [the form](/quote#top).", []],
    ["mail and phone", "[Write](mailto:info@example.com) or [call](tel:+912227000000).", []],
    ["a link with a title", '[contact](/contact "Contact us")', []],
    ["brackets that are no link", "Sizes [20 ft] (and 40 ft) and a ] alone", []],
    ["an address with brackets", "[wiki](https://en.wikipedia.org/wiki/Incoterms_(2020))", []],
    ["a lone < that starts no tag", "Weight < 5 kg", []],
    ["an unclosed link", "See [our page](", ["linkBroken"]],
    ["an address not closed", "See [our page](https://example.com and more", ["linkBroken"]],
    ["an empty address", "See [our page]()", ["linkBroken"]],
    ["a ] with no [", "our page](/contact)", ["linkBroken"]],
    ["an unclosed title", '[contact](/contact "Contact us)', ["linkBroken"]],
    ["a link inside a link", "[[a](/x)](/y)", ["linkBroken"]],
    ["javascript:", "[x](javascript:alert(1))", ["linkAddress"]],
    ["JavaScript: in capitals, spaced", "[x](  JaVaScRiPt:alert(1) )", ["linkAddress"]],
    ["data:", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", ["linkAddress"]],
    ["vbscript:", "[x](vbscript:msgbox)", ["linkAddress"]],
    ["http:", "[x](http://example.com)", ["linkAddress"]],
    ["another host without a scheme", "[x](//evil.example)", ["linkAddress"]],
    ["a backslash path", "[x](/\\evil.example)", ["linkAddress"]],
    ["an entity that decodes to //", "[x](/&#47;evil.example)", ["linkAddress"]],
    ["an entity that decodes to javascript", "[x](&#106;avascript:alert(1))", ["linkAddress"]],
    ["a relative address", "[x](contact)", ["linkAddress"]],
    ["an anchor", "[x](#top)", ["linkAddress"]],
    ["a picture", "![a ship](/media/ship.png)", ["imageRefused"]],
    ["a picture of elsewhere", "![x](https://evil.example/x.png)", ["imageRefused"]],
    ["a script tag", "<script>alert(1)</script>", ["htmlRefused"]],
    ["a link tag", '<a href="javascript:alert(1)">x</a>', ["htmlRefused"]],
    ["an address in angle brackets", "[x](<https://example.com>)", ["htmlRefused"]],
    ["several problems, in order", "<b>x</b> ![y](javascript:z) [w](", ["htmlRefused", "linkBroken", "linkAddress", "imageRefused"]],
  ])("%s", (_what, text, problems) => {
    expect(checkFormatting(text)).toEqual(problems);
  });

  it("reads an escaped [ as text", () => {
    expect(checkFormatting("\\[not a link] (really)")).toEqual([]);
    expect(checkFormatting("\\![not a picture](/contact)")).toEqual([]);
  });
});

// markdown-it with the same rules the pages' parser has, but pictures on and every address let through: what it makes
// of a text the check lets pass must hold only the links the check allowed.
const permissive = new MarkdownIt("zero", { html: false }).enable(["list", "emphasis", "link", "image", "escape", "newline"]);
permissive.validateLink = () => true;

function inlineTokens(text: string): Token[] {
  return permissive.parse(text, {}).flatMap((token) => token.children ?? []);
}

/** The `](` written in a text, not counting escaped ones: each is a link's middle, or the check refuses the text. */
function linksWritten(text: string): number {
  let count = 0;
  for (let pos = 0; pos < text.length; pos++) {
    if (text[pos] === "\\") pos++;
    else if (text[pos] === "]" && text[pos + 1] === "(") count++;
  }
  return count;
}

const linksIn = (nodes: FormattedNode[]): number =>
  nodes.reduce<number>((count, node) => (typeof node === "string" ? count : count + (node[0] === "a" ? 1 : 0) + linksIn(node[1])), 0);

const pieces = [
  "[",
  "]",
  "(",
  ")",
  "](",
  "!",
  "\\",
  "<",
  ">",
  " ",
  "\n",
  "\n\n",
  "- ",
  "1. ",
  "*",
  "_",
  '"',
  "'",
  "&#47;",
  "&amp;",
  "&#106;",
  "\t",
  "<https://example.com>",
  '"t"',
  "#top",
  "/",
  "//",
  "/contact",
  "https://example.com",
  "javascript:alert(1)",
  "mailto:a@b.in",
  "tel:+9122",
  "data:x",
  "words",
] as const;

describe("checkFormatting against the parser", () => {
  const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(""));

  it("lets through only texts whose links the parser makes with allowed addresses, and no picture", () => {
    fc.assert(
      fc.property(texts, (text) => {
        if (checkFormatting(text).length > 0) return;
        for (const token of inlineTokens(text)) {
          expect(token.type, text).not.toBe("image");
          if (token.type === "link_open") expect(isAllowedHref(token.attrGet("href") ?? ""), text).toBe(true);
        }
      }),
      { numRuns: 20_000 },
    );
  });

  it("lets through only texts where every link written is made a link", () => {
    fc.assert(
      fc.property(texts, (text) => {
        if (checkFormatting(text).length > 0) return;
        const made = inlineTokens(text).filter((token) => token.type === "link_open").length;
        expect(made, text).toBe(linksWritten(text));
        expect(linksIn(formattedNodesOf(text)), text).toBe(made);
      }),
      { numRuns: 20_000 },
    );
  });
});
