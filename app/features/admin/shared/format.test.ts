import { describe, expect, it } from "vitest";
import { countOf } from "./format";

describe("countOf", () => {
  // Issue 28: the staff area said "1 applications".
  it.each([
    [0, "0 applications"],
    [1, "1 application"],
    [2, "2 applications"],
    [100000, "1,00,000 applications"],
  ])("%i → %j", (count, text) => {
    expect(countOf(count, ["application", "applications"])).toBe(text);
  });
});
