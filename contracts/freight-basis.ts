import type { MessageId } from "./i18n/catalogue";

/**
 * The freight figures a quote is priced on (issue 14), in one place for the browser (the running
 * totals on /quote), the server (the totals it stores and mails) and the site config
 * (app/content/site.ts re-exports them). A deployer changes a ratio here and both sides follow; the words that
 * name each ratio are the catalogues' `labels.chargeableBasis.*` (locales/<lang>.json).
 */
export const chargeableWeightBasis = {
  /** Air: volumetric kg = length × width × height in cm ÷ 6,000 (IATA 1:6000). */
  air: { kgPerCubicMetre: 1_000_000 / 6000 },
  /** Sea LCL: 1 m³ counts as 1,000 kg (one revenue tonne). */
  lcl: { kgPerCubicMetre: 1000 },
  /** Road: 1 m³ counts as 333 kg. */
  road: { kgPerCubicMetre: 333 },
} as const;

export type ChargeableBasis = keyof typeof chargeableWeightBasis;

/** The words that name each ratio, as the quote form, its e-mails and the staff's quote page show them. */
export const chargeableBasisLabels = {
  air: "labels.chargeableBasis.air",
  lcl: "labels.chargeableBasis.lcl",
  road: "labels.chargeableBasis.road",
} as const satisfies Record<ChargeableBasis, MessageId>;
