import { describe, expect, it } from "vitest";
import { chargeableWeightBasis } from "../freight-basis";
import type { QuoteMode } from "./quote";
import { quoteTotals, roundTo } from "./quote-totals";

const box = (count: number, l: number, w: number, h: number, kg: number) => ({ count, lengthCm: l, widthCm: w, heightCm: h, weightKg: kg });

describe("chargeable weight ratios (issue 14)", () => {
  it("are air 1:6000, LCL 1 m³ = 1,000 kg and road 1 m³ = 333 kg", () => {
    expect(chargeableWeightBasis.air.kgPerCubicMetre * 6000).toBeCloseTo(1_000_000, 6);
    expect(chargeableWeightBasis.lcl.kgPerCubicMetre).toBe(1000);
    expect(chargeableWeightBasis.road.kgPerCubicMetre).toBe(333);
  });
});

describe("quote totals", () => {
  it.each<
    [string, QuoteMode, ReturnType<typeof box>[], { grossKg: number; volumeM3: number; chargeableKg: number | null; volumetric: boolean }]
  >([
    // Air: 100 × 60 × 50 cm = 0.3 m³ → 300,000 / 6000 = 50 kg volumetric.
    ["air, volume decides", "air", [box(1, 100, 60, 50, 20)], { grossKg: 20, volumeM3: 0.3, chargeableKg: 50, volumetric: true }],
    ["air, weight decides", "air", [box(1, 100, 60, 50, 80)], { grossKg: 80, volumeM3: 0.3, chargeableKg: 80, volumetric: false }],
    ["air, exactly equal: gross", "air", [box(1, 100, 60, 50, 50)], { grossKg: 50, volumeM3: 0.3, chargeableKg: 50, volumetric: false }],
    [
      "air, 6,000 cm³ is 1 kg: equal to 1 kg gross",
      "air",
      [box(1, 6000, 1, 1, 1)],
      { grossKg: 1, volumeM3: 0.006, chargeableKg: 1, volumetric: false },
    ],
    // LCL: 2 × 1.2 × 1 × 1 m = 2.4 m³ → 2,400 kg against 1,000 kg.
    [
      "LCL, volume decides",
      "sea-lcl",
      [box(2, 120, 100, 100, 500)],
      { grossKg: 1000, volumeM3: 2.4, chargeableKg: 2400, volumetric: true },
    ],
    [
      "LCL, 1 m³ and 1,000 kg: equal",
      "sea-lcl",
      [box(1, 100, 100, 100, 1000)],
      { grossKg: 1000, volumeM3: 1, chargeableKg: 1000, volumetric: false },
    ],
    [
      "LCL, 1 m³ and 999.99 kg: volume",
      "sea-lcl",
      [box(1, 100, 100, 100, 999.99)],
      { grossKg: 999.99, volumeM3: 1, chargeableKg: 1000, volumetric: true },
    ],
    [
      "road FTL, 1 m³ = 333 kg",
      "road-ftl",
      [box(3, 100, 100, 100, 100)],
      { grossKg: 300, volumeM3: 3, chargeableKg: 999, volumetric: true },
    ],
    [
      "road part load, heavy",
      "road-ptl",
      [box(1, 100, 100, 100, 400)],
      { grossKg: 400, volumeM3: 1, chargeableKg: 400, volumetric: false },
    ],
    [
      "several lines add up",
      "air",
      [box(2, 50, 40, 30, 10), box(1, 120, 80, 100, 150)],
      { grossKg: 170, volumeM3: 1.08, chargeableKg: 180, volumetric: true },
    ],
    [
      "FCL: per container, no chargeable weight",
      "sea-fcl",
      [box(1, 100, 100, 100, 10)],
      { grossKg: 10, volumeM3: 1, chargeableKg: null, volumetric: false },
    ],
    [
      "multimodal: no single ratio",
      "multimodal",
      [box(1, 100, 100, 100, 10)],
      { grossKg: 10, volumeM3: 1, chargeableKg: null, volumetric: false },
    ],
    [
      "a line with a zero dimension counts nothing",
      "air",
      [box(1, 0, 60, 50, 20)],
      { grossKg: 0, volumeM3: 0, chargeableKg: null, volumetric: false },
    ],
    [
      "a zero-weight line counts nothing",
      "air",
      [box(1, 10, 10, 10, 0), box(1, 10, 10, 10, 1)],
      { grossKg: 1, volumeM3: 0.001, chargeableKg: 1, volumetric: false },
    ],
    [
      "the smallest parcel rounds to 3 decimals of m³",
      "air",
      [box(1, 1, 1, 1, 0.01)],
      { grossKg: 0.01, volumeM3: 0, chargeableKg: 0.01, volumetric: false },
    ],
    [
      "the largest figures stay finite",
      "air",
      [box(10_000, 1500, 1500, 1500, 30_000)],
      { grossKg: 300_000_000, volumeM3: 33_750_000, chargeableKg: 5_625_000_000, volumetric: true },
    ],
  ])("%s", (_label, mode, lines, expected) => {
    expect(quoteTotals(mode, lines)).toMatchObject(expected);
  });

  it("names the basis it used, and none without a ratio", () => {
    expect(quoteTotals("air", [box(1, 10, 10, 10, 1)]).basis).toBe("air");
    expect(quoteTotals("sea-lcl", [box(1, 10, 10, 10, 1)]).basis).toBe("lcl");
    expect(quoteTotals("road-ptl", [box(1, 10, 10, 10, 1)]).basis).toBe("road");
    expect(quoteTotals("sea-fcl", [box(1, 10, 10, 10, 1)]).basis).toBeNull();
    expect(quoteTotals(undefined, []).basis).toBeNull();
  });

  it("weighs a full container load by its containers, each line's count × gross weight (issue 28)", () => {
    const containers = [
      { count: 2, weightKg: 24_000 },
      { count: 1, weightKg: 1_250.5 },
      // Still being typed: counts nothing.
      { count: 3 },
    ];
    expect(quoteTotals("sea-fcl", [], containers)).toMatchObject({ grossKg: 49_250.5, volumeM3: 0, chargeableKg: null, basis: null });
    // Lines of another mode count nothing.
    expect(quoteTotals("air", [], containers).grossKg).toBe(0);
  });

  it("ignores incomplete lines the buyer is still typing", () => {
    expect(quoteTotals("air", [{ count: 2 }, { count: 1, lengthCm: Number.NaN, widthCm: 1, heightCm: 1, weightKg: 1 }])).toMatchObject({
      packages: 0,
      grossKg: 0,
    });
  });

  it.each([
    [0.1 + 0.2, 2, 0.3],
    [1.005, 2, 1.01],
    [2.0005, 3, 2.001],
    [1234.5678, 0, 1235],
  ])("rounds %d to %d decimals half up: %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});
