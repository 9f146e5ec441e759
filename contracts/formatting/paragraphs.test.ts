import { describe, expect, it } from "vitest";
import { paragraphsOf } from "./paragraphs";

describe("paragraphsOf", () => {
  it.each([
    ["One.", ["One."]],
    ["One.\n\nTwo.", ["One.", "Two."]],
    ["One.\r\n\r\nTwo.\n \nThree.", ["One.", "Two.", "Three."]],
    ["Line one\nline two", ["Line one\nline two"]],
    ["\n\n  \n\n", []],
    ["<script>alert(1)</script>\n\nafter", ["<script>alert(1)</script>", "after"]],
  ])("splits %j", (content, expected) => {
    expect(paragraphsOf(content)).toEqual(expected);
  });
});
