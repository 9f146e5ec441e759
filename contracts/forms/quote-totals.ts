/**
 * The running totals of a quote request (issue 14): gross weight, volume and the chargeable weight
 * for the chosen mode, with the basis it used. The browser shows them while the buyer types; the
 * server computes them again from the stored lines (it never takes the browser's figures).
 */
import { chargeableWeightBasis, type ChargeableBasis } from "../freight-basis";
import type { QuoteMode } from "./quote";

export interface PackageFigures {
  count: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
}

export interface QuoteTotals {
  packages: number;
  /** kg, 2 decimals. */
  grossKg: number;
  /** m³, 3 decimals. */
  volumeM3: number;
  /** kg, 2 decimals; null when the mode is priced per container or has no volumetric ratio. */
  chargeableKg: number | null;
  /** Which ratio gave the chargeable weight; null with chargeableKg. */
  basis: ChargeableBasis | null;
  /** True when the volume, not the gross weight, decided the chargeable weight. */
  volumetric: boolean;
}

const modeBasis: Record<QuoteMode, ChargeableBasis | null> = {
  air: "air",
  "sea-lcl": "lcl",
  "road-ftl": "road",
  "road-ptl": "road",
  // A full container is priced per box; a multimodal route has no single ratio: the desk decides.
  "sea-fcl": null,
  multimodal: null,
};

export function basisFor(mode: QuoteMode | undefined): ChargeableBasis | null {
  return mode ? modeBasis[mode] : null;
}

/** Rounds half up at `decimals`, after removing binary noise (0.1 + 0.2 style). */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Number((value * scale).toPrecision(15))) / scale;
}

/** A full container load's line: how many boxes, and the gross weight of each one's cargo. */
export interface ContainerFigures {
  count: number;
  weightKg: number;
}

const positive = (n: number | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

/**
 * Totals of the lines that are complete; a line with a missing or non-positive figure counts nothing. A full
 * container load (sea-fcl) weighs its containers' cargo (issue 28: staff saw "0 kg"); its volume is not asked.
 */
export function quoteTotals(
  mode: QuoteMode | undefined,
  lines: readonly Partial<PackageFigures>[],
  containers: readonly Partial<ContainerFigures>[] = [],
): QuoteTotals {
  let packages = 0;
  let grossKg = 0;
  let cubicCm = 0;
  if (mode === "sea-fcl")
    for (const { count, weightKg } of containers) if (positive(count) && positive(weightKg)) grossKg += count * weightKg;
  for (const line of lines) {
    const { count, lengthCm, widthCm, heightCm, weightKg } = line;
    const figures = [count, lengthCm, widthCm, heightCm, weightKg];
    if (!figures.every(positive)) continue;
    packages += count!;
    grossKg += count! * weightKg!;
    cubicCm += count! * lengthCm! * widthCm! * heightCm!;
  }
  const volumeM3 = cubicCm / 1_000_000;
  const basis = basisFor(mode);
  if (!basis || packages === 0)
    return { packages, grossKg: roundTo(grossKg, 2), volumeM3: roundTo(volumeM3, 3), chargeableKg: null, basis: null, volumetric: false };
  const volumetricKg = volumeM3 * chargeableWeightBasis[basis].kgPerCubicMetre;
  const volumetric = roundTo(volumetricKg, 2) > roundTo(grossKg, 2);
  return {
    packages,
    grossKg: roundTo(grossKg, 2),
    volumeM3: roundTo(volumeM3, 3),
    chargeableKg: roundTo(Math.max(grossKg, volumetricKg), 2),
    basis,
    volumetric,
  };
}
