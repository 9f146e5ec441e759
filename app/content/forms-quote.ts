/**
 * The quote request's words (the English original; translations are the `forms` module of app/content/locales/, which
 * re-exports this). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { quoteMessages as contract } from "#contracts/forms/quote-messages";

export type QuoteMessages = Record<keyof typeof contract, string>;
export const quoteMessages: QuoteMessages = contract;

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

export const quoteForm: QuoteFormCopy = {
  formLabel: "Quote request",
  stepsLabel: "Steps",
  steps: { shipment: "Shipment", cargo: "Cargo", extras: "Extras", contact: "Contact" },
  stepDone: " (done)",
  stepHeading: "Step {number} of {count}: {title}",
  back: "Back",
  next: "Next: {title}",
  button: "Send quote request",
  buttonBusy: "Sending...",
  receivedHeading: "Request received",
  reference: "Your reference: {reference}",
  emailed: "We have emailed you a summary. Please quote the reference in any reply.",
  again: "Request another quote",
  mode: "Mode of transport",
  modePlaceholder: "Choose a mode",
  modes: {
    "sea-fcl": "Sea, full container (FCL)",
    "sea-lcl": "Sea, less than container (LCL)",
    air: "Air",
    "road-ftl": "Road, full truck (FTL)",
    "road-ptl": "Road, part load",
    multimodal: "Multimodal",
  },
  direction: "Direction",
  directionPlaceholder: "Choose a direction",
  directions: { export: "Export", import: "Import", domestic: "Domestic" },
  origin: "Origin",
  destination: "Destination",
  placeHint: "A port, airport, ICD or city: type a name or UN/LOCODE, or any other place.",
  suggestedPlaces: "Suggested places",
  placeKinds: { port: "Port", airport: "Airport", icd: "ICD", city: "City" },
  incoterm: "Incoterm (2020)",
  incotermPlaceholder: "Choose an Incoterm",
  readyDate: "Cargo ready date",
  commodity: "Commodity",
  hsCode: "HS code (optional)",
  hsCodeHint: "4 to 10 digits",
  containers: "Containers",
  containerType: "Container type, line {number}",
  containerTypes: {
    "20gp": "20' GP",
    "40gp": "40' GP",
    "40hc": "40' HC",
    "20rf": "20' reefer",
    "40rf": "40' reefer",
    "open-top": "Open top",
    "flat-rack": "Flat rack",
  },
  count: "Count",
  removeContainer: "Remove container line {number}",
  addContainer: "Add a container line",
  packages: "Packages",
  packagesNote: "Dimensions in cm, weight per package in kg.",
  line: "Line {number}",
  packageType: "Type",
  packageTypes: {
    pallet: "Pallet",
    carton: "Carton",
    crate: "Crate",
    drum: "Drum",
    bag: "Bag",
    bundle: "Bundle",
    roll: "Roll",
    other: "Other",
  },
  length: "Length (cm)",
  width: "Width (cm)",
  height: "Height (cm)",
  weight: "Weight each (kg)",
  removePackage: "Remove package line {number}",
  addPackage: "Add a package line",
  remove: "Remove",
  handling: "Handling",
  dangerousGoods: "Dangerous goods",
  unNumber: "UN number",
  unNumberHint: "4 digits, such as 1203",
  dgClass: "Class",
  dgClassPlaceholder: "Choose a class",
  dgClassOption: "Class {class}",
  temperatureControlled: "Temperature controlled (reefer or cold chain)",
  temperatureMin: "Lowest temperature (°C)",
  temperatureMax: "Highest temperature (°C)",
  stackable: "Stackable",
  valueAndInsurance: "Value and insurance",
  cargoValue: "Cargo value (optional)",
  currency: "Currency",
  insurance: "I want cargo insurance",
  extrasLegend: "Services besides the freight",
  extras: {
    "customs-clearance": "Customs clearance",
    warehousing: "Warehousing",
    packing: "Packing",
    fumigation: "Fumigation",
    "door-pickup": "Door pick-up",
    "door-delivery": "Door delivery",
  },
  name: "Name",
  company: "Company",
  email: "Email",
  phone: "Phone",
  gstin: "GSTIN (optional)",
  gstinHint: "15 characters, such as 27AAPFU0939F1ZV",
  iec: "IEC (optional)",
  iecHint: "Importer-exporter code, 10 characters",
  message: "Message (optional)",
  totalsHeading: "Running totals",
  pricedPerContainer: "Priced per container: {lines}.",
  containerLine: "{count} × {type}",
  noContainers: "no containers yet",
  totalPackages: "Packages",
  grossWeight: "Gross weight",
  volume: "Volume",
  chargeableWeight: "Chargeable weight",
  basisVolume: "Basis: {basis}; the volume decides.",
  basisWeight: "Basis: {basis}; the gross weight decides.",
  bases: { air: "air 1:6000 (1 m³ = 166.67 kg)", lcl: "LCL 1 m³ = 1,000 kg", road: "road 1 m³ = 333 kg" },
  multimodalBasis: "Multimodal routes have no single ratio: our desk works out the chargeable weight.",
  noBasis: "Choose a mode and complete a line to see the chargeable weight.",
  co2Heading: "CO₂ estimate",
  co2Value: "{kg} kg CO₂",
  co2Explained:
    "{km} km great-circle distance × {tonnes} t × {factor} kg CO₂ per tonne-km ({mode}), the factors of our CO₂ calculator. Real routes are longer than the straight line.",
  co2Modes: { air: "air", road: "road", sea: "sea" },
  co2Fcl: "Add package lines' weights on a part load to estimate CO₂; for full containers our desk includes it in the quote.",
  co2Missing: "Pick the origin and destination from the suggestions and enter weights to estimate CO₂.",
};
