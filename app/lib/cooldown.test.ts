import { beforeEach, describe, expect, it } from "vitest";
import { coolingDown, startCooldown } from "./cooldown";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  Object.defineProperty(globalThis, "window", {
    configurable: true,
    value: {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
    },
  });
});

describe("the 60 s form rule", () => {
  it.each([
    ["nothing stored", null, 1_000_000, false],
    ["just sent", 1_000_000, 1_000_000, true],
    ["59.999 s ago", 1_000_000, 1_059_999, true],
    ["exactly 60 s ago", 1_000_000, 1_060_000, false],
    ["garbage stored", "soon", 1_000_000, false],
    ["a time in the future (clock changed)", 2_000_000, 1_000_000, false],
  ] as const)("%s", (_, stored, now, expected) => {
    if (stored !== null) store.set("k", String(stored));
    expect(coolingDown("k", 60_000, now)).toBe(expected);
  });

  it("remembers a submission", () => {
    startCooldown("k", 5000);
    expect(coolingDown("k", 60_000, 6000)).toBe(true);
  });
});
