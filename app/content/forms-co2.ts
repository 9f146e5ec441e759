/**
 * The CO₂ calculator's words (the English original; translations are the `forms` module of app/content/locales/, which
 * re-exports this). A module of its own, so a page carries only its own form's words (issue 18).
 */
export interface Co2FormCopy {
  heading: string;
  distance: string;
  distancePlaceholder: string;
  weight: string;
  weightPlaceholder: string;
  mode: string;
  modePlaceholder: string;
  modes: { air: string; road: string; sea: string };
  button: string;
  /** The result line: "{kg}" is the formatted number. */
  result: string;
  comparisonCaption: string;
  /** One bar's figure: "{kg}" is the formatted number. */
  comparisonValue: string;
  yourSelection: string;
  /** "{air}", "{road}", "{sea}": the factors, formatted. */
  factorsNote: string;
  /** The factors table on the page beside the form. */
  tableMode: string;
  tableUse: string;
}

export const co2Form: Co2FormCopy = {
  heading: "Estimate a shipment",
  distance: "Distance (km)",
  distancePlaceholder: "e.g. 1000",
  weight: "Cargo Weight (tons)",
  weightPlaceholder: "e.g. 2",
  mode: "Transport Mode",
  modePlaceholder: "Select mode",
  modes: { air: "Air", road: "Road", sea: "Sea" },
  button: "Calculate Emission",
  result: "Estimated Emission: {kg} kg CO₂",
  comparisonCaption: "The same shipment by each mode",
  comparisonValue: "{kg} kg CO₂",
  yourSelection: " (your selection)",
  factorsNote: "Factors: air {air}, road {road}, sea {sea} kg CO₂ per tonne-km; indicative tank-to-wheel averages.",
  tableMode: "Mode",
  tableUse: "Typical use",
};
