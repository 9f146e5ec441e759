import type { Translate } from "#contracts/i18n/translate";
/**
 * The CO₂ calculator's words (their English and translations are the
 * catalogues' `forms.*` messages, locales/<lang>.json). A module of its own, so a page carries only its own form's words (issue 18).
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

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formsCo2Content(t: Translate) {
  const co2Form: Co2FormCopy = {
    heading: t("forms.co2Form.heading"),
    distance: t("forms.co2Form.distance"),
    distancePlaceholder: t("forms.co2Form.distancePlaceholder"),
    weight: t("forms.co2Form.weight"),
    weightPlaceholder: t("forms.co2Form.weightPlaceholder"),
    mode: t("forms.co2Form.mode"),
    modePlaceholder: t("forms.co2Form.modePlaceholder"),
    modes: { air: t("forms.co2Form.modes.air"), road: t("forms.co2Form.modes.road"), sea: t("forms.co2Form.modes.sea") },
    button: t("forms.co2Form.button"),
    result: t("forms.co2Form.result"),
    comparisonCaption: t("forms.co2Form.comparisonCaption"),
    comparisonValue: t("forms.quoteForm.co2Value"),
    yourSelection: t("forms.co2Form.yourSelection"),
    factorsNote: t("forms.co2Form.factorsNote"),
    tableMode: t("forms.co2Form.tableMode"),
    tableUse: t("forms.co2Form.tableUse"),
  };

  return { co2Form };
}
