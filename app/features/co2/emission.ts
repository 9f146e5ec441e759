/**
 * The CO2 estimate of docs/product/product-spec.md §5: distance × weight × factor, with the
 * factors of §9 in kg CO2 per tonne-km. Pure, so the browser and the tests share it.
 */
import { emissionFactors, transportModes, type TransportMode } from "#app/lib/emission-factors";

export { emissionFactors, transportModes, type TransportMode };

export function isTransportMode(value: unknown): value is TransportMode {
  return typeof value === "string" && (transportModes as readonly string[]).includes(value);
}

/** A form value as a non-negative finite number, or null when it cannot be one. */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value + 0 : null; // + 0 turns -0 into 0
}

export interface EmissionEstimate {
  mode: TransportMode;
  /** kg CO2 for the chosen mode, unrounded. */
  kg: number;
  /** The same shipment by every mode, for the comparison chart. */
  byMode: Record<TransportMode, number>;
}

/** The estimate, or null whenever docs/product/product-spec.md §5 says the result is cleared. */
export function estimateEmission(input: { distance: unknown; weight: unknown; mode: unknown }): EmissionEstimate | null {
  const distance = parseAmount(input.distance);
  const weight = parseAmount(input.weight);
  if (distance === null || weight === null || !isTransportMode(input.mode)) return null;
  const tonneKm = distance * weight;
  if (!Number.isFinite(tonneKm * emissionFactors.air)) return null;
  const byMode = { air: tonneKm * emissionFactors.air, road: tonneKm * emissionFactors.road, sea: tonneKm * emissionFactors.sea };
  return { mode: input.mode, kg: byMode[input.mode], byMode };
}

/** Two decimals, with grouping, per locale (Indian English by default: 1,200.00; 12,34,567.89). */
const kgFormats = new Map<string, Intl.NumberFormat>();
function kgFormat(locale: string) {
  let format = kgFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    kgFormats.set(locale, format);
  }
  return format;
}

/**
 * Two decimals, half rounded up on the decimal value, with thousands separators. Plain toFixed works
 * on the binary float, so 1 km × 1.5 t by road (0.22499999999999998) would show 0.22. Rounding to
 * 15 significant digits first removes that noise; the rounded value is then only grouped, in the
 * page's locale (intlLocaleOf).
 */
export function formatKg(kg: number, locale = "en-IN"): string {
  const clean = (n: number) => Number(n.toPrecision(15));
  return kgFormat(locale).format(Math.round(clean(clean(kg) * 100)) / 100);
}

/** The result line; `template` is the page's (app/content/forms.ts co2Form.result), "{kg}" the figure. */
export function emissionLine(kg: number, template = "Estimated Emission: {kg} kg CO₂", locale = "en-IN"): string {
  return template.replace("{kg}", formatKg(kg, locale));
}
