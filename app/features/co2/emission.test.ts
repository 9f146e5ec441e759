import { describe, expect, it } from "vitest";
import { emissionFactors, emissionLine, estimateEmission, formatKg, parseAmount } from "./emission";

describe("emission factors (docs/product/product-spec.md §9)", () => {
  it("are kg CO2 per tonne-km: air 0.6, road 0.15, sea 0.02", () => {
    expect(emissionFactors).toEqual({ air: 0.6, road: 0.15, sea: 0.02 });
  });
});

describe("estimateEmission: valid shipments", () => {
  it.each([
    { distance: "1000", weight: "2", mode: "air", line: "Estimated Emission: 1,200.00 kg CO₂" },
    { distance: "1000", weight: "2", mode: "road", line: "Estimated Emission: 300.00 kg CO₂" },
    { distance: "1000", weight: "2", mode: "sea", line: "Estimated Emission: 40.00 kg CO₂" },
    { distance: "12.5", weight: "0.4", mode: "air", line: "Estimated Emission: 3.00 kg CO₂" },
    { distance: "12.5", weight: "0.4", mode: "road", line: "Estimated Emission: 0.75 kg CO₂" },
    { distance: "12.5", weight: "0.4", mode: "sea", line: "Estimated Emission: 0.10 kg CO₂" },
    { distance: "0", weight: "5", mode: "road", line: "Estimated Emission: 0.00 kg CO₂" },
    { distance: "250", weight: "0", mode: "air", line: "Estimated Emission: 0.00 kg CO₂" },
    { distance: " 1000 ", weight: "2", mode: "road", line: "Estimated Emission: 300.00 kg CO₂" },
    { distance: "1e3", weight: "2", mode: "road", line: "Estimated Emission: 300.00 kg CO₂" },
    { distance: "1", weight: "1.5", mode: "road", line: "Estimated Emission: 0.23 kg CO₂" },
    { distance: "1", weight: "0.3", mode: "road", line: "Estimated Emission: 0.05 kg CO₂" },
    { distance: "33.3", weight: "1", mode: "road", line: "Estimated Emission: 5.00 kg CO₂" },
    { distance: "1450", weight: "18.75", mode: "sea", line: "Estimated Emission: 543.75 kg CO₂" },
  ])("$distance km × $weight t by $mode → $line", ({ distance, weight, mode, line }) => {
    const estimate = estimateEmission({ distance, weight, mode });
    expect(estimate).not.toBeNull();
    expect(emissionLine(estimate!.kg)).toBe(line);
  });

  it("compares the same shipment by all three modes", () => {
    const estimate = estimateEmission({ distance: "1000", weight: "2", mode: "road" });
    expect(estimate?.mode).toBe("road");
    expect(estimate?.byMode).toEqual({ air: 1200, road: 300, sea: 40 });
  });
});

describe("estimateEmission: input that clears the result", () => {
  it.each([
    { case: "empty distance", distance: "", weight: "2", mode: "road" },
    { case: "blank weight", distance: "10", weight: "   ", mode: "road" },
    { case: "text", distance: "abc", weight: "2", mode: "road" },
    { case: "half-typed exponent", distance: "1e", weight: "2", mode: "road" },
    { case: "negative distance", distance: "-5", weight: "2", mode: "road" },
    { case: "negative weight", distance: "5", weight: "-0.1", mode: "sea" },
    { case: "infinite", distance: "Infinity", weight: "2", mode: "air" },
    { case: "product overflows", distance: "1e200", weight: "1e200", mode: "air" },
    { case: "missing field", distance: null, weight: "2", mode: "road" },
    { case: "placeholder mode", distance: "10", weight: "2", mode: "" },
    { case: "unknown mode", distance: "10", weight: "2", mode: "rail" },
    { case: "mode in capitals", distance: "10", weight: "2", mode: "Air" },
    { case: "no mode", distance: "10", weight: "2", mode: null },
  ])("$case", ({ distance, weight, mode }) => {
    expect(estimateEmission({ distance, weight, mode })).toBeNull();
  });
});

describe("parseAmount", () => {
  it.each([
    ["0", 0],
    ["-0", 0],
    ["2.75", 2.75],
    [".5", 0.5],
    ["", null],
    ["-1", null],
    ["NaN", null],
  ] as const)("%j → %j", (raw, expected) => {
    expect(parseAmount(raw)).toBe(expected);
  });
});

describe("formatKg", () => {
  it.each([
    [0, "0.00"],
    [0.004, "0.00"],
    [0.005, "0.01"],
    [1.005, "1.01"],
    [0.22499999999999998, "0.23"],
    [1200, "1,200.00"],
    [999.995, "1,000.00"],
    [123456789.126, "12,34,56,789.13"],
  ])("%d → %s", (kg, text) => {
    expect(formatKg(kg)).toBe(text);
  });
});
