/**
 * The freight figures a quote is priced on (issue 14), in one place for the browser (the running
 * totals on /quote), the server (the totals it stores and mails) and the site config
 * (app/content/site.ts re-exports them). A deployer changes a ratio here and both sides follow.
 */
export const chargeableWeightBasis = {
  /** Air: volumetric kg = length × width × height in cm ÷ 6,000 (IATA 1:6000). */
  air: { kgPerCubicMetre: 1_000_000 / 6000, label: "air 1:6000 (1 m³ = 166.67 kg)" },
  /** Sea LCL: 1 m³ counts as 1,000 kg (one revenue tonne). */
  lcl: { kgPerCubicMetre: 1000, label: "LCL 1 m³ = 1,000 kg" },
  /** Road: 1 m³ counts as 333 kg. */
  road: { kgPerCubicMetre: 333, label: "road 1 m³ = 333 kg" },
} as const;

export type ChargeableBasis = keyof typeof chargeableWeightBasis;
