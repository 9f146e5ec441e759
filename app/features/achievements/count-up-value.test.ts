import { describe, expect, it } from "vitest";
import { countUpMs, countUpValue } from "./count-up-value";

describe("countUpValue", () => {
  it("starts at 0 and ends on the number", () => {
    expect(countUpValue(0, 15_000)).toBe(0);
    expect(countUpValue(countUpMs, 15_000)).toBe(15_000);
    expect(countUpValue(countUpMs * 3, 15_000)).toBe(15_000);
  });

  it("rises all the way", () => {
    let previous = 0;
    for (let ms = 0; ms <= countUpMs; ms += 16) {
      const shown = countUpValue(ms, 1500);
      expect(shown).toBeGreaterThanOrEqual(previous);
      previous = shown;
    }
  });

  // A frame's timestamp is when the frame began, which can be before the moment the count was started.
  it.each([-1, -16, -35, -250, -countUpMs * 2])("never goes below 0 for a frame stamped %i ms before the start", (elapsed) => {
    for (const value of [15, 500, 1500, 15_000]) expect(countUpValue(elapsed, value)).toBe(0);
  });

  it("stays within 0 … the number for any elapsed time", () => {
    for (let ms = -countUpMs; ms <= countUpMs * 2; ms += 7) {
      const shown = countUpValue(ms, 15_000);
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(shown).toBeLessThanOrEqual(15_000);
    }
  });
});
