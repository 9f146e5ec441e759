import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The page copy in this folder, as written (tests excepted). */
const copy = readdirSync("app/content")
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => ({ file, text: readFileSync(`app/content/${file}`, "utf8") }));

describe("typography of the page copy", () => {
  // Issue 17: "2-8 °C" read as a hyphenated code, not a range.
  it("writes numeric ranges with an en dash, not a hyphen", () => {
    const ranges = copy.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/(?<![\w./:-])\d+(?:\.\d+)?-\d+(?:\.\d+)?(?=\s?(?:°C|%|days?|hours?|weeks?|months?|years?|kg|km|m³)\b|\s?°C)/g),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(ranges).toEqual([]);
  });
});
