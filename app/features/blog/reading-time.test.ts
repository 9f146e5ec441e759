import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time";

const post = (words: number) => ({
  content_sections: [{ title: "", content: Array.from({ length: words }, () => "word").join(" "), icon: null }],
});

describe("readingMinutes", () => {
  it.each([
    [0, 1],
    [90, 1],
    [400, 2],
    [1100, 6],
  ])("%i words take %i minute(s)", (words, minutes) => {
    expect(readingMinutes(post(words))).toBe(minutes);
  });
});
