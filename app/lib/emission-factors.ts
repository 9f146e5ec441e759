/**
 * The CO₂ factors of docs/product/product-spec.md §9, in kg CO₂ per tonne-km: one set for the
 * calculator (app/features/co2/) and the quote request's estimate (app/features/quote/).
 */
export const transportModes = ["air", "road", "sea"] as const;
export type TransportMode = (typeof transportModes)[number];

export const emissionFactors: Record<TransportMode, number> = { air: 0.6, road: 0.15, sea: 0.02 };
