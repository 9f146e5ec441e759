import { describe, expect, it } from "vitest";
import { preferredOfOurs } from "./browser-language";

describe("the browser's language of ours", () => {
  it.each([
    [["hi-IN", "en"], "hi"],
    [["hi"], "hi"],
    [["en-US", "hi"], "en"],
    [["zh-Hans-CN"], "zh-CN"],
    [["zh-TW"], "zh-CN"],
    [["pt-PT", "en"], "pt"],
    [["AR"], "ar"],
    [["sw", "ta-IN"], "ta"],
    [["sw", "nl"], undefined],
    [[], undefined],
  ] as const)("%j → %s", (asked, expected) => {
    expect(preferredOfOurs(asked)).toBe(expected);
  });
});
