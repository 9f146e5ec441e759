import { describe, expect, it } from "vitest";
import type { FormattedNode } from "./formatted-text";
import { formattedNodesOf, formattedSectionOf, formattedTextOf } from "./parse-formatting.server";

describe("formattedNodesOf", () => {
  it.each<[string, string, FormattedNode[]]>([
    ["a paragraph", "We clear cargo.", [["p", ["We clear cargo."]]]],
    [
      "paragraphs and a line break",
      "One\ntwo\n\nThree",
      [
        ["p", ["One\ntwo"]],
        ["p", ["Three"]],
      ],
    ],
    [
      "emphasis",
      "*one* _two_ **three** __four__",
      [["p", [["em", ["one"]], " ", ["em", ["two"]], " ", ["strong", ["three"]], " ", ["strong", ["four"]]]]],
    ],
    [
      "nested emphasis",
      "***both*** and **bold *and italic***",
      [["p", [["em", [["strong", ["both"]]]], " and ", ["strong", ["bold ", ["em", ["and italic"]]]]]]],
    ],
    ["a link with emphasis", "[**our** page](/contact)", [["p", [["a", [["strong", ["our"]], " page"], "/contact"]]]]],
    [
      "https, mail and phone",
      "[a](https://example.com/x?y=1&z=2) [b](mailto:info@example.com) [c](tel:+912227000000)",
      [
        [
          "p",
          [
            ["a", ["a"], "https://example.com/x?y=1&z=2"],
            " ",
            ["a", ["b"], "mailto:info@example.com"],
            " ",
            ["a", ["c"], "tel:+912227000000"],
          ],
        ],
      ],
    ],
    [
      "a bullet list",
      "Papers:\n\n- invoice\n- packing list",
      [
        ["p", ["Papers:"]],
        [
          "ul",
          [
            ["li", ["invoice"]],
            ["li", ["packing list"]],
          ],
        ],
      ],
    ],
    [
      "a numbered list from 3",
      "3. three\n4. four",
      [
        [
          "ol",
          [
            ["li", ["three"]],
            ["li", ["four"]],
          ],
          3,
        ],
      ],
    ],
    [
      "a loose list",
      "1. one\n\n2. two",
      [
        [
          "ol",
          [
            ["li", [["p", ["one"]]]],
            ["li", [["p", ["two"]]]],
          ],
        ],
      ],
    ],
    ["a nested list", "- a\n  - b", [["ul", [["li", ["a", ["ul", [["li", ["b"]]]]]]]]]],
    ["an escaped star", "2 \\* 3 \\* 4", [["p", ["2 * 3 * 4"]]]],
    ["stars that are no emphasis", "a * b * c", [["p", ["a * b * c"]]]],
    ["a heading stays text", "# Not a heading", [["p", ["# Not a heading"]]]],
    ["a quote stays text", "> not a quote", [["p", ["> not a quote"]]]],
    [
      "code stays text",
      "`x` and\n\n    indented",
      [
        ["p", ["`x` and"]],
        ["p", ["indented"]],
      ],
    ],
    ["an entity stays as written", "R&amp;D &lt;b&gt;", [["p", ["R&amp;D &lt;b&gt;"]]]],
    ["a bare address stays text", "https://example.com", [["p", ["https://example.com"]]]],
  ])("%s", (_what, text, nodes) => {
    expect(formattedNodesOf(text)).toEqual(nodes);
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["JavaScript in capitals", "[x](JAVASCRIPT:alert(1))"],
    ["data:", "[x](data:text/html;base64,PHNjcmlwdD4=)"],
    ["an entity hiding javascript:", "[x](&#106;avascript:alert(1))"],
    ["an entity hiding //", "[x](/&#47;evil.example)"],
    ["another host", "[x](//evil.example)"],
    ["http:", "[x](http://example.com)"],
  ])("leaves a link to %s as the text it was written as", (_what, text) => {
    expect(formattedNodesOf(text)).toEqual([["p", [text]]]);
  });

  it.each([
    ["a script tag", "<script>alert(1)</script>"],
    ["an image tag", '<img src=x onerror="alert(1)">'],
    ["a link tag", '<a href="javascript:alert(1)">x</a>'],
  ])("keeps %s as text (the page escapes it)", (_what, text) => {
    expect(formattedNodesOf(text)).toEqual([["p", [text]]]);
  });

  it("makes no picture: ![x](…) is a ! and a link at most", () => {
    expect(formattedNodesOf("![ship](/media/ship.png)")).toEqual([["p", ["!", ["a", ["ship"], "/media/ship.png"]]]]);
    expect(formattedNodesOf("![x](javascript:alert(1))")).toEqual([["p", ["![x](javascript:alert(1))"]]]);
  });

  it("draws a link made without an address as its words", () => {
    expect(formattedNodesOf("[words]()")).toEqual([["p", ["words"]]]);
  });
});

describe("formattedTextOf (page words)", () => {
  it("keeps a word without formatting as the text itself, so its page is drawn as before", () => {
    expect(formattedTextOf("We clear cargo at JNPT & Nhava Sheva (24/7) – 3 * 4 < 5 [sic]")).toBe(
      "We clear cargo at JNPT & Nhava Sheva (24/7) – 3 * 4 < 5 [sic]",
    );
    expect(formattedTextOf("नमस्ते, हम JNPT पर माल साफ़ करते हैं।")).toBe("नमस्ते, हम JNPT पर माल साफ़ करते हैं।");
  });

  it("gives the blocks of a formatted word", () => {
    expect(formattedTextOf("See *our* [page](/contact).")).toEqual([
      ["p", ["See ", ["em", ["our"]], " ", ["a", ["page"], "/contact"], "."]],
    ]);
    expect(formattedTextOf("Two\n\nparagraphs")).toEqual([
      ["p", ["Two"]],
      ["p", ["paragraphs"]],
    ]);
  });
});

describe("formattedSectionOf (posts and openings)", () => {
  it.each(["One.", "One.\n\nTwo.", "Line one\nline two\n\nThree (3) [sic] 2 * 3", "  Padded.  \n\n\n\nNext."])(
    "is undefined for the plain paragraphs %j, drawn as before",
    (content) => {
      expect(formattedSectionOf(content)).toBeUndefined();
    },
  );

  it("gives the blocks of a formatted section", () => {
    expect(formattedSectionOf("Papers:\n\n- invoice\n- [packing list](/media/list.pdf)")).toEqual([
      ["p", ["Papers:"]],
      [
        "ul",
        [
          ["li", ["invoice"]],
          ["li", [["a", ["packing list"], "/media/list.pdf"]]],
        ],
      ],
    ]);
  });
});
