import { describe, expect, it } from "vitest";
import { isFormattedNode } from "./formatted-schema";

describe("isFormattedNode", () => {
  it.each<[string, unknown]>([
    ["a text", "words"],
    ["a paragraph with emphasis", ["p", ["a ", ["em", ["b"]], ["strong", ["c"]]]]],
    [
      "lists",
      [
        "ul",
        [
          ["li", ["x"]],
          ["li", [["ol", [["li", ["y"]]], 3]]],
        ],
      ],
    ],
    ["a link", ["a", ["site"], "/contact"]],
  ])("takes %s", (_what, node) => {
    expect(isFormattedNode(node)).toBe(true);
  });

  it.each<[string, unknown]>([
    ["a script", ["script", ["alert(1)"]]],
    ["a javascript: link", ["a", ["x"], "javascript:alert(1)"]],
    ["a link without its address", ["a", ["x"]]],
    ["an attribute on a paragraph", ["p", ["x"], "onclick"]],
    ["a list's start that is no number", ["ol", [], "1; x"]],
    ["a bad child", ["p", [["img", []]]]],
    ["an object", { tag: "p" }],
    ["a number", 1],
  ])("refuses %s", (_what, node) => {
    expect(isFormattedNode(node)).toBe(false);
  });
});
