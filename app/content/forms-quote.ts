/**
 * The quote request's words (their English and translations are the
 * catalogues' `forms.*` messages, locales/<lang>.json). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { quoteMessages as ids } from "#contracts/forms/quote-messages";
import { messagesOf, type Translate } from "#contracts/i18n/translate";

/** The form's messages by code (contracts/forms/quote-messages.ts), in one language. */
export type QuoteMessages = Record<keyof typeof ids, string>;

export interface QuoteFormCopy {
  formLabel: string;
  stepsLabel: string;
  steps: { shipment: string; cargo: string; extras: string; contact: string };
  stepDone: string;
  /** "{number}", "{count}", "{title}". */
  stepHeading: string;
  back: string;
  /** "{title}": the next step's. */
  next: string;
  button: string;
  buttonBusy: string;
  // Answer.
  receivedHeading: string;
  /** "{reference}" is shown in bold. */
  reference: string;
  emailed: string;
  again: string;
  // Shipment.
  mode: string;
  modePlaceholder: string;
  modes: { "sea-fcl": string; "sea-lcl": string; air: string; "road-ftl": string; "road-ptl": string; multimodal: string };
  direction: string;
  directionPlaceholder: string;
  directions: { export: string; import: string; domestic: string };
  origin: string;
  destination: string;
  placeHint: string;
  suggestedPlaces: string;
  placeKinds: { port: string; airport: string; icd: string; city: string };
  incoterm: string;
  incotermPlaceholder: string;
  readyDate: string;
  // Cargo.
  commodity: string;
  hsCode: string;
  hsCodeHint: string;
  containers: string;
  /** "{number}": the line's. */
  containerType: string;
  containerTypes: {
    "20gp": string;
    "40gp": string;
    "40hc": string;
    "20rf": string;
    "40rf": string;
    "open-top": string;
    "flat-rack": string;
  };
  count: string;
  removeContainer: string;
  addContainer: string;
  packages: string;
  packagesNote: string;
  /** "{number}". */
  line: string;
  packageType: string;
  packageTypes: { pallet: string; carton: string; crate: string; drum: string; bag: string; bundle: string; roll: string; other: string };
  length: string;
  width: string;
  height: string;
  weight: string;
  /** A container line's gross weight of each box (issue 28). */
  containerWeight: string;
  /** Without JavaScript: which lines the chosen mode uses. */
  linesByMode: string;
  removePackage: string;
  addPackage: string;
  remove: string;
  handling: string;
  dangerousGoods: string;
  unNumber: string;
  unNumberHint: string;
  dgClass: string;
  dgClassPlaceholder: string;
  /** "{class}". */
  dgClassOption: string;
  temperatureControlled: string;
  temperatureMin: string;
  temperatureMax: string;
  stackable: string;
  stackableYes: string;
  stackableNo: string;
  valueAndInsurance: string;
  cargoValue: string;
  currency: string;
  insurance: string;
  // Extras.
  extrasLegend: string;
  extras: {
    "customs-clearance": string;
    warehousing: string;
    packing: string;
    fumigation: string;
    "door-pickup": string;
    "door-delivery": string;
  };
  // Contact.
  name: string;
  company: string;
  email: string;
  phone: string;
  gstin: string;
  gstinHint: string;
  iec: string;
  iecHint: string;
  message: string;
  // Running totals.
  totalsHeading: string;
  /** "{lines}": "2 × 20' GP, 1 × 40' HC", or `noContainers`. */
  pricedPerContainer: string;
  /** "{count}", "{type}". */
  containerLine: string;
  noContainers: string;
  totalPackages: string;
  grossWeight: string;
  volume: string;
  chargeableWeight: string;
  /** "{basis}": one of `bases`. */
  basisVolume: string;
  basisWeight: string;
  bases: { air: string; lcl: string; road: string };
  multimodalBasis: string;
  noBasis: string;
  co2Heading: string;
  /** "{kg}". */
  co2Value: string;
  /** "{km}", "{tonnes}", "{factor}", "{mode}" (one of `co2Modes`). */
  co2Explained: string;
  co2Modes: { air: string; road: string; sea: string };
  co2Fcl: string;
  co2Missing: string;
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formsQuoteContent(t: Translate) {
  const quoteForm: QuoteFormCopy = {
    formLabel: t("forms.quoteForm.formLabel"),
    stepsLabel: t("forms.quoteForm.stepsLabel"),
    steps: {
      shipment: t("forms.quoteForm.steps.shipment"),
      cargo: t("forms.quoteForm.steps.cargo"),
      extras: t("forms.quoteForm.steps.extras"),
      contact: t("forms.quoteForm.steps.contact"),
    },
    stepDone: t("forms.quoteForm.stepDone"),
    stepHeading: t("forms.quoteForm.stepHeading"),
    back: t("forms.quoteForm.back"),
    next: t("forms.quoteForm.next"),
    button: t("forms.quoteForm.button"),
    buttonBusy: t("forms.quoteForm.buttonBusy"),
    receivedHeading: t("forms.quoteForm.receivedHeading"),
    reference: t("forms.quoteForm.reference"),
    emailed: t("forms.quoteForm.emailed"),
    again: t("forms.quoteForm.again"),
    mode: t("forms.quoteForm.mode"),
    modePlaceholder: t("forms.quoteForm.modePlaceholder"),
    modes: {
      "sea-fcl": t("labels.mode.sea-fcl"),
      "sea-lcl": t("labels.mode.sea-lcl"),
      air: t("labels.mode.air"),
      "road-ftl": t("labels.mode.road-ftl"),
      "road-ptl": t("labels.mode.road-ptl"),
      multimodal: t("labels.mode.multimodal"),
    },
    direction: t("forms.quoteForm.direction"),
    directionPlaceholder: t("forms.quoteForm.directionPlaceholder"),
    directions: { export: t("labels.direction.export"), import: t("labels.direction.import"), domestic: t("labels.direction.domestic") },
    origin: t("forms.quoteForm.origin"),
    destination: t("forms.quoteForm.destination"),
    placeHint: t("forms.quoteForm.placeHint"),
    suggestedPlaces: t("forms.quoteForm.suggestedPlaces"),
    placeKinds: {
      port: t("forms.quoteForm.placeKinds.port"),
      airport: t("forms.quoteForm.placeKinds.airport"),
      icd: t("forms.quoteForm.placeKinds.icd"),
      city: t("forms.quoteForm.placeKinds.city"),
    },
    incoterm: t("forms.quoteForm.incoterm"),
    incotermPlaceholder: t("forms.quoteForm.incotermPlaceholder"),
    readyDate: t("forms.quoteForm.readyDate"),
    commodity: t("forms.quoteForm.commodity"),
    hsCode: t("forms.quoteForm.hsCode"),
    hsCodeHint: t("forms.quoteForm.hsCodeHint"),
    containers: t("forms.quoteForm.containers"),
    containerType: t("forms.quoteForm.containerType"),
    containerTypes: {
      "20gp": "20' GP",
      "40gp": "40' GP",
      "40hc": "40' HC",
      "20rf": t("labels.containerType.20rf"),
      "40rf": t("labels.containerType.40rf"),
      "open-top": t("labels.containerType.open-top"),
      "flat-rack": t("labels.containerType.flat-rack"),
    },
    count: t("forms.quoteForm.count"),
    removeContainer: t("forms.quoteForm.removeContainer"),
    addContainer: t("forms.quoteForm.addContainer"),
    packages: t("forms.quoteForm.packages"),
    packagesNote: t("forms.quoteForm.packagesNote"),
    line: t("forms.quoteForm.line"),
    packageType: t("forms.quoteForm.packageType"),
    packageTypes: {
      pallet: t("labels.packageType.pallet"),
      carton: t("labels.packageType.carton"),
      crate: t("labels.packageType.crate"),
      drum: t("labels.packageType.drum"),
      bag: t("labels.packageType.bag"),
      bundle: t("labels.packageType.bundle"),
      roll: t("labels.packageType.roll"),
      other: t("labels.packageType.other"),
    },
    length: t("forms.quoteForm.length"),
    width: t("forms.quoteForm.width"),
    height: t("forms.quoteForm.height"),
    weight: t("forms.quoteForm.weight"),
    containerWeight: t("forms.quoteForm.containerWeight"),
    linesByMode: t("forms.quoteForm.linesByMode"),
    removePackage: t("forms.quoteForm.removePackage"),
    addPackage: t("forms.quoteForm.addPackage"),
    remove: t("forms.quoteForm.remove"),
    handling: t("forms.quoteForm.handling"),
    dangerousGoods: t("forms.quoteForm.dangerousGoods"),
    unNumber: t("forms.quoteForm.unNumber"),
    unNumberHint: t("forms.quoteForm.unNumberHint"),
    dgClass: t("forms.quoteForm.dgClass"),
    dgClassPlaceholder: t("forms.quoteForm.dgClassPlaceholder"),
    dgClassOption: t("forms.quoteForm.dgClassOption"),
    temperatureControlled: t("forms.quoteForm.temperatureControlled"),
    temperatureMin: t("forms.quoteForm.temperatureMin"),
    temperatureMax: t("forms.quoteForm.temperatureMax"),
    stackable: t("forms.quoteForm.stackable"),
    stackableYes: t("forms.quoteForm.stackableYes"),
    stackableNo: t("forms.quoteForm.stackableNo"),
    valueAndInsurance: t("forms.quoteForm.valueAndInsurance"),
    cargoValue: t("forms.quoteForm.cargoValue"),
    currency: t("forms.quoteForm.currency"),
    insurance: t("forms.quoteForm.insurance"),
    extrasLegend: t("forms.quoteForm.extrasLegend"),
    extras: {
      "customs-clearance": t("labels.extra.customs-clearance"),
      warehousing: t("labels.extra.warehousing"),
      packing: t("labels.extra.packing"),
      fumigation: t("labels.extra.fumigation"),
      "door-pickup": t("labels.extra.door-pickup"),
      "door-delivery": t("labels.extra.door-delivery"),
    },
    name: t("forms.quoteForm.name"),
    company: t("forms.quoteForm.company"),
    email: t("forms.quoteForm.email"),
    phone: t("forms.quoteForm.phone"),
    gstin: t("forms.quoteForm.gstin"),
    gstinHint: t("forms.quoteForm.gstinHint"),
    iec: t("forms.quoteForm.iec"),
    iecHint: t("forms.quoteForm.iecHint"),
    message: t("forms.quoteForm.message"),
    totalsHeading: t("forms.quoteForm.totalsHeading"),
    pricedPerContainer: t("forms.quoteForm.pricedPerContainer"),
    containerLine: "{count} × {type}",
    noContainers: t("forms.quoteForm.noContainers"),
    totalPackages: t("forms.quoteForm.totalPackages"),
    grossWeight: t("forms.quoteForm.grossWeight"),
    volume: t("forms.quoteForm.volume"),
    chargeableWeight: t("forms.quoteForm.chargeableWeight"),
    basisVolume: t("forms.quoteForm.basisVolume"),
    basisWeight: t("forms.quoteForm.basisWeight"),
    bases: { air: t("labels.chargeableBasis.air"), lcl: t("labels.chargeableBasis.lcl"), road: t("labels.chargeableBasis.road") },
    multimodalBasis: t("forms.quoteForm.multimodalBasis"),
    noBasis: t("forms.quoteForm.noBasis"),
    co2Heading: t("forms.quoteForm.co2Heading"),
    co2Value: t("forms.quoteForm.co2Value"),
    co2Explained: t("forms.quoteForm.co2Explained"),
    co2Modes: { air: t("forms.quoteForm.co2Modes.air"), road: t("forms.quoteForm.co2Modes.road"), sea: t("forms.quoteForm.co2Modes.sea") },
    co2Fcl: t("forms.quoteForm.co2Fcl"),
    co2Missing: t("forms.quoteForm.co2Missing"),
  };

  return { quoteForm, quoteMessages: messagesOf(t, ids) as QuoteMessages };
}
