/**
 * The words of the public forms (contact, careers application, quote request, newsletter, CO₂
 * calculator): labels, hints, buttons, status texts and every message a visitor can read.
 *
 * The message tables are the spec's English originals from contracts/ (the server uses the same
 * objects); they are re-exported here typed as plain records, so a translation of this module has
 * exactly the same keys. English pages use these objects from the browser bundle (they are bundled
 * anyway for client validation); other languages get their copy in loader data (app/i18n/form-copy.tsx).
 * Messages from zod or the API arrive in English and are shown in the page's language by looking
 * their key up in these tables (app/i18n/localize-message.ts).
 */
import * as contracts from "#contracts/forms/messages";
import { quoteMessages as quoteContract } from "#contracts/forms/quote-messages";
import { openingMessages as openingContract } from "#contracts/opening-messages";

export type NewsletterMessages = Record<keyof typeof contracts.newsletterMessages, string>;
export type CareersMessages = Record<keyof typeof contracts.careersMessages, string>;
export type ContactMessages = Record<keyof typeof contracts.contactMessages, string>;
export type ServerMessages = Record<keyof typeof contracts.serverMessages, string>;
export type QuoteMessages = Record<keyof typeof quoteContract, string>;
export type OpeningMessages = Record<keyof typeof openingContract, string>;

export const newsletterMessages: NewsletterMessages = contracts.newsletterMessages;
export const careersMessages: CareersMessages = contracts.careersMessages;
export const contactMessages: ContactMessages = contracts.contactMessages;
export const serverMessages: ServerMessages = contracts.serverMessages;
export const quoteMessages: QuoteMessages = quoteContract;
export const openingMessages: OpeningMessages = openingContract;

/** What every form says around its fields. */
export interface CommonFormCopy {
  /** "{mark}" is the red asterisk; the screen reader hears `requiredMarkSpoken` in its place. */
  requiredNote: string;
  requiredMarkSpoken: string;
  /** The label of the field only bots see (hidden from people and assistive technology). */
  honeypotLabel: string;
}

export const commonForm: CommonFormCopy = {
  requiredNote: "Fields marked {mark} are required.",
  requiredMarkSpoken: "with an asterisk",
  honeypotLabel: "Leave this field empty",
};

export interface NewsletterFormCopy {
  formLabel: string;
  emailLabel: string;
  placeholder: string;
  button: string;
  buttonBusy: string;
  buttonDone: string;
}

export const newsletterForm: NewsletterFormCopy = {
  formLabel: "Newsletter subscription",
  emailLabel: "Email address",
  placeholder: contracts.newsletterTexts.placeholder,
  button: contracts.newsletterTexts.button,
  buttonBusy: contracts.newsletterTexts.buttonBusy,
  buttonDone: contracts.newsletterTexts.buttonDone,
};

export interface ContactFormCopy {
  formLabel: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  button: string;
  buttonBusy: string;
  /** Said after the map's directions link (visually hidden). */
  opensInNewTab: string;
}

export const contactForm: ContactFormCopy = {
  formLabel: "Contact form",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  subject: "Subject",
  message: "Message",
  button: contracts.contactTexts.button,
  buttonBusy: contracts.contactTexts.buttonBusy,
  opensInNewTab: " (opens in a new tab)",
};

export interface CareersFormCopy {
  formLabel: string;
  /** "{title}" is the opening's title, shown in bold. */
  applyingFor: string;
  name: string;
  email: string;
  phone: string;
  position: string;
  positionPlaceholder: string;
  positions: { internship: string; professional: string };
  message: string;
  messagePlaceholder: string;
  /** The message's length against its limit: "{count}/{max}". */
  messageCount: string;
  resume: string;
  resumeHint: string;
  removeFile: string;
  button: string;
  buttonBusy: string;
}

export const careersForm: CareersFormCopy = {
  formLabel: "Job application form",
  applyingFor: "Applying for {title}",
  name: "Full name",
  email: "Email",
  phone: "Phone number",
  position: "Position",
  positionPlaceholder: "Select a position",
  positions: { internship: contracts.careersTexts.positions.internship, professional: contracts.careersTexts.positions.professional },
  message: "Message",
  messagePlaceholder: "Tell us about yourself and the work you are looking for",
  messageCount: "{count}/{max}",
  resume: "Resume",
  resumeHint: "(optional, PDF up to 5 MB)",
  removeFile: "Remove file",
  button: contracts.careersTexts.button,
  buttonBusy: contracts.careersTexts.buttonBusy,
};

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

/** Words of the careers pages around the content module's copy (careers.ts). */
export interface CareersPageExtras {
  /** After the number of months of an internship option. */
  months: string;
  /** Before a recruitment step's title, for screen readers: "{number}". */
  stepPrefix: string;
  /** An opening's facts. */
  noExperience: string;
  /** Plural forms by Intl.PluralRules category ("one", "other"…): "{count}". */
  years: Record<string, string>;
  yearsOrMore: string;
  /** "{min}" is a number, "{max}" the years text. */
  yearsRange: string;
  /** A listing card's kind: "{type}" and "{experience}" (its first letter lower-cased). */
  kind: string;
  /** "{range}" is the formatted salary. */
  salaryPer: { month: string; year: string };
  employmentTypes: { full_time: string; part_time: string; internship: string; contract: string };
  /** A remote role: alone, or after its place ("{place}"). */
  remote: string;
  placeOrRemote: string;
  /** An opening page's title: "{title}", "{location}", "{site}". */
  metaTitle: string;
  metaKeywords: string[];
  /** "{city}". */
  metaCityKeyword: string;
}

export const careersPageExtras: CareersPageExtras = {
  months: "months",
  stepPrefix: "Step {number}: ",
  noExperience: "No experience needed",
  years: { one: "{count} year", other: "{count} years" },
  yearsOrMore: "{years} or more",
  yearsRange: "{min}–{max}",
  kind: "{type}, {experience}",
  salaryPer: { month: "{range} a month", year: "{range} a year" },
  employmentTypes: { full_time: "Full time", part_time: "Part time", internship: "Internship", contract: "Contract" },
  remote: "Remote",
  placeOrRemote: "{place} or remote",
  metaTitle: "{title}, {location} | Careers at {site}",
  metaKeywords: ["logistics jobs", "careers"],
  metaCityKeyword: "jobs in {city}",
};

/**
 * The double opt-in pages (/newsletter/confirm, /newsletter/unsubscribe). The outcome sentences
 * themselves are newsletterMessages, as the server sends them.
 */
export const newsletterPages = {
  eyebrow: "Newsletter",
  unavailable: {
    heading: "We could not complete this right now",
    text: "Nothing has changed yet. Please check your connection and try again in a few minutes.",
    retry: "Try again",
  },
  confirm: {
    metaTitle: "Confirm your newsletter subscription",
    description: "Confirm your subscription to our newsletter: trade updates, customs changes and shipping advice, about once a month.",
    keywords: ["newsletter", "confirm subscription"],
    heading: "Newsletter subscription",
    askHeading: "Confirm your subscription?",
    askText: "Press the button below to start receiving our newsletter. Nothing is confirmed until you do.",
    button: "Confirm subscription",
    buttonBusy: "Confirming...",
    confirmedHeading: "Subscription confirmed",
    invalidHeading: "This link cannot be used",
    resubscribe: "Enter your email in the newsletter form at the bottom of this page and we will send you a fresh link.",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe from our newsletter",
    description: "Stop receiving our newsletter.",
    keywords: ["newsletter", "unsubscribe"],
    heading: "Unsubscribe",
    askHeading: "Stop receiving our newsletter?",
    askText: "Press the button below and we will not send you any more newsletter emails. You can subscribe again at any time.",
    button: "Unsubscribe",
    buttonBusy: "Unsubscribing...",
    doneHeading: "You are unsubscribed",
    invalidHeading: "This link cannot be used",
    invalidHelp:
      "If you keep receiving our newsletter, use the unsubscribe link in the latest email, or write to us and we will remove your address.",
  },
};
