/**
 * Quote request form (/quote, issue 14), validated with this one schema by the browser (step by
 * step) and by the server (the whole request).
 * POST /api/quotes, JSON (the fields below and the honeypot), optional header `Idempotency-Key`:
 * 201 `{ success: true, message: quoteMessages.success, reference: "TGL-Q-2026-000123" }`;
 * 400 `{ success: false, message, errors: [{ field, message }] }` where a nested field is named by
 * its path (`packages.2.weightKg`); 409 the same key with a different request; 413; 415; 429.
 */
import { z } from "zod/mini";
import type { MessageId } from "../i18n/catalogue";
import { careersRules } from "./careers";
import { emailRule, lengthRule, personNameRule, textField, visitorLanguageField, type FieldLimits, type Rule } from "./fields";
import { CAREERS_NAME_MAX, CAREERS_NAME_MIN, EMAIL_MAX, MESSAGE_MAX, PHONE_FIELD_MAX } from "./limits";
import { codesOf } from "../i18n/codes";
import { quoteMessages } from "./quote-messages";

import { sanitizeContactText } from "./sanitize";

const m = codesOf(quoteMessages);

export const quoteModes = ["sea-fcl", "sea-lcl", "air", "road-ftl", "road-ptl", "multimodal"] as const;
export type QuoteMode = (typeof quoteModes)[number];
export const quoteModeLabels = {
  "sea-fcl": "labels.mode.sea-fcl",
  "sea-lcl": "labels.mode.sea-lcl",
  air: "labels.mode.air",
  "road-ftl": "labels.mode.road-ftl",
  "road-ptl": "labels.mode.road-ptl",
  multimodal: "labels.mode.multimodal",
} as const satisfies Record<QuoteMode, MessageId>;

export const quoteDirections = ["export", "import", "domestic"] as const;
export type QuoteDirection = (typeof quoteDirections)[number];
export const quoteDirectionLabels = {
  export: "labels.direction.export",
  import: "labels.direction.import",
  domestic: "labels.direction.domestic",
} as const satisfies Record<QuoteDirection, MessageId>;

/** The eleven Incoterms 2020. */
export const incoterms = ["EXW", "FCA", "FAS", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"] as const;
export type Incoterm = (typeof incoterms)[number];

export const packageTypes = ["pallet", "carton", "crate", "drum", "bag", "bundle", "roll", "other"] as const;
export const packageTypeLabels = {
  pallet: "labels.packageType.pallet",
  carton: "labels.packageType.carton",
  crate: "labels.packageType.crate",
  drum: "labels.packageType.drum",
  bag: "labels.packageType.bag",
  bundle: "labels.packageType.bundle",
  roll: "labels.packageType.roll",
  other: "labels.packageType.other",
} as const satisfies Record<(typeof packageTypes)[number], MessageId>;

export const containerTypes = ["20gp", "40gp", "40hc", "20rf", "40rf", "open-top", "flat-rack"] as const;
export type ContainerType = (typeof containerTypes)[number];
export const containerTypeLabels = {
  "20gp": "labels.containerType.20gp",
  "40gp": "labels.containerType.40gp",
  "40hc": "labels.containerType.40hc",
  "20rf": "labels.containerType.20rf",
  "40rf": "labels.containerType.40rf",
  "open-top": "labels.containerType.open-top",
  "flat-rack": "labels.containerType.flat-rack",
} as const satisfies Record<ContainerType, MessageId>;
const reeferContainers: readonly ContainerType[] = ["20rf", "40rf"];

/** The nine classes of dangerous goods (UN Model Regulations). */
export const dangerousGoodsClasses = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

export const cargoCurrencies = ["INR", "USD", "EUR", "GBP", "AED", "SGD", "CNY", "JPY"] as const;

export const quoteExtras = ["customs-clearance", "warehousing", "packing", "fumigation", "door-pickup", "door-delivery"] as const;
export type QuoteExtra = (typeof quoteExtras)[number];
export const quoteExtraLabels = {
  "customs-clearance": "labels.extra.customs-clearance",
  warehousing: "labels.extra.warehousing",
  packing: "labels.extra.packing",
  fumigation: "labels.extra.fumigation",
  "door-pickup": "labels.extra.door-pickup",
  "door-delivery": "labels.extra.door-delivery",
} as const satisfies Record<QuoteExtra, MessageId>;

/** Business limits of the form. */
export const quoteLimits = {
  placeMin: 2,
  placeMax: 100,
  commodityMin: 2,
  commodityMax: 200,
  companyMin: 2,
  companyMax: 100,
  packageLinesMax: 200,
  packageCountMax: 10_000,
  dimensionMaxCm: 1500,
  weightMaxKg: 30_000,
  containerLinesMax: 10,
  containerCountMax: 100,
  /** A container's cargo with its packing: more than any box may carry (a 20' GP takes about 28,000 kg). */
  containerWeightMaxKg: 30_000,
  temperatureMinC: -40,
  temperatureMaxC: 40,
  cargoValueMax: 10_000_000_000,
  /** The server's cap on a request body (the largest valid form is about 40 KB). */
  bodyBytes: 65_536,
  idempotencyKeyMax: 100,
} as const;

/** A UN/LOCODE: country (2 letters) and place (3 letters or digits 2-9), written without the space. */
export const LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
const HS_CODE_PATTERN = /^\d{4,10}$/;
const UN_NUMBER_PATTERN = /^\d{4}$/;
/** IEC: the 10-character importer-exporter code (today the firm's PAN). */
const IEC_PATTERN = /^[A-Z0-9]{10}$/;
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** GSTIN check digit: the weighted base-36 sum of the first 14 characters (GSTN's published scheme). */
export function isValidGstin(value: string): boolean {
  if (!GSTIN_PATTERN.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(value[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] === value[14];
}

/**
 * The earliest ready date accepted at `now`: the date it is somewhere on earth (UTC-12), so a buyer
 * choosing "today" on their own calendar is never refused, while yesterday everywhere is.
 */
export function earliestReadyDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** True for a real YYYY-MM-DD day (not 2026-02-31). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function optionalText(rule: Rule) {
  return z.optional(
    z.string({ error: "Enter text" }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        const message = value === "" ? null : rule(value);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    ),
  );
}

const upperCode =
  (pattern: RegExp, invalid: string): Rule =>
  (value) =>
    pattern.test(value.toUpperCase()) ? null : invalid;

export const quoteRules = {
  origin: lengthRule(m.originRequired, m.originInvalid, quoteLimits.placeMin, quoteLimits.placeMax),
  destination: lengthRule(m.destinationRequired, m.destinationInvalid, quoteLimits.placeMin, quoteLimits.placeMax),
  locode: upperCode(LOCODE_PATTERN, m.locodeInvalid),
  readyDate: ((value: string, now?: Date) => {
    if (!value) return m.readyDateRequired;
    if (!isCalendarDate(value)) return m.readyDateInvalid;
    return value < earliestReadyDate(now) ? m.readyDatePast : null;
  }) satisfies (value: string, now?: Date) => string | null,
  commodity: lengthRule(m.commodityRequired, m.commodityInvalid, quoteLimits.commodityMin, quoteLimits.commodityMax),
  hsCode: ((value) => (HS_CODE_PATTERN.test(value.replace(/[\s.]/g, "")) ? null : m.hsCodeInvalid)) satisfies Rule,
  unNumber: ((value) => (UN_NUMBER_PATTERN.test(value.replace(/^UN\s*/i, "")) ? null : m.unNumberInvalid)) satisfies Rule,
  name: personNameRule(m.nameRequired, m.nameInvalid, CAREERS_NAME_MIN, CAREERS_NAME_MAX),
  company: lengthRule(m.companyRequired, m.companyInvalid, quoteLimits.companyMin, quoteLimits.companyMax),
  email: emailRule(m.emailRequired, m.emailInvalid),
  // The careers form's phone rule and messages, word for word.
  phone: careersRules.phone,
  gstin: ((value) => (isValidGstin(value.toUpperCase()) ? null : m.gstinInvalid)) satisfies Rule,
  iec: upperCode(IEC_PATTERN, m.iecInvalid),
  message: ((value) => ([...value].length > MESSAGE_MAX ? m.messageInvalid : null)) satisfies Rule,
};

/**
 * The text fields' limits as sent (docs/decisions/018-hostile-input-costs-bounded-work.md): a longer
 * value is refused with its message before it is cleaned. Nested values are numbers and enums.
 */
export const quoteFieldLimits: FieldLimits = {
  origin: { max: quoteLimits.placeMax, message: m.originInvalid },
  originCode: { max: 5, message: m.locodeInvalid },
  destination: { max: quoteLimits.placeMax, message: m.destinationInvalid },
  destinationCode: { max: 5, message: m.locodeInvalid },
  readyDate: { max: 10, message: m.readyDateInvalid },
  commodity: { max: quoteLimits.commodityMax, message: m.commodityInvalid },
  hsCode: { max: 14, message: m.hsCodeInvalid },
  unNumber: { max: 7, message: m.unNumberInvalid },
  name: { max: CAREERS_NAME_MAX, message: m.nameInvalid },
  company: { max: quoteLimits.companyMax, message: m.companyInvalid },
  email: { max: EMAIL_MAX, message: m.emailInvalid },
  phone: { max: PHONE_FIELD_MAX, message: m.phoneInvalid },
  gstin: { max: 15, message: m.gstinInvalid },
  iec: { max: 10, message: m.iecInvalid },
  message: { max: MESSAGE_MAX, message: m.messageInvalid },
};

const between = (min: number, max: number, message: string, { exclusiveMin = false } = {}) =>
  z.number({ error: message }).check(exclusiveMin ? z.gt(min, message) : z.gte(min, message), z.lte(max, message));
const wholeBetween = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));
const dimension = between(0, quoteLimits.dimensionMaxCm, m.dimensionInvalid, { exclusiveMin: true });
const flag = z._default(z.boolean({ error: m.flagInvalid }), false);

export const packageLineSchema = z.object({
  count: wholeBetween(1, quoteLimits.packageCountMax, m.packageCountInvalid),
  type: z.enum(packageTypes, { error: m.packageTypeInvalid }),
  lengthCm: dimension,
  widthCm: dimension,
  heightCm: dimension,
  weightKg: between(0, quoteLimits.weightMaxKg, m.weightInvalid, { exclusiveMin: true }),
});
export type PackageLine = z.output<typeof packageLineSchema>;

export const containerLineSchema = z.object({
  type: z.enum(containerTypes, { error: m.containerTypeInvalid }),
  count: wholeBetween(1, quoteLimits.containerCountMax, m.containerCountInvalid),
  /** Gross weight of each container's cargo, kg: the desk needs it for the VGM and the weight limits (issue 28). */
  weightKg: between(0, quoteLimits.containerWeightMaxKg, m.containerWeightInvalid, { exclusiveMin: true }),
});
export type ContainerLine = z.output<typeof containerLineSchema>;

/** The fields of each step, in order: the browser validates a step's fields before the next. */
export const quoteSteps = {
  shipment: ["mode", "direction", "origin", "originCode", "destination", "destinationCode", "incoterm", "readyDate"],
  cargo: [
    "commodity",
    "hsCode",
    "packages",
    "containers",
    "dangerousGoods",
    "unNumber",
    "dgClass",
    "temperatureControlled",
    "temperatureMinC",
    "temperatureMaxC",
    "stackable",
    "cargoValue",
    "cargoCurrency",
    "insurance",
  ],
  extras: ["extras"],
  contact: ["name", "company", "email", "phone", "gstin", "iec", "message"],
} as const;
export type QuoteStep = keyof typeof quoteSteps;

export const quoteFieldsSchema = z.object({
  mode: z.enum(quoteModes, { error: m.modeRequired }),
  direction: z.enum(quoteDirections, { error: m.directionRequired }),
  origin: textField(quoteRules.origin, m.originRequired),
  originCode: optionalText(quoteRules.locode),
  destination: textField(quoteRules.destination, m.destinationRequired),
  destinationCode: optionalText(quoteRules.locode),
  incoterm: z.enum(incoterms, { error: m.incotermRequired }),
  readyDate: textField((value) => quoteRules.readyDate(value), m.readyDateRequired),
  commodity: textField(quoteRules.commodity, m.commodityRequired),
  hsCode: optionalText(quoteRules.hsCode),
  packages: z._default(
    z.array(packageLineSchema, { error: m.packagesRequired }).check(z.maxLength(quoteLimits.packageLinesMax, m.packagesTooMany)),
    [],
  ),
  containers: z._default(
    z.array(containerLineSchema, { error: m.containersRequired }).check(z.maxLength(quoteLimits.containerLinesMax, m.containersTooMany)),
    [],
  ),
  dangerousGoods: flag,
  unNumber: optionalText(quoteRules.unNumber),
  dgClass: z.optional(z.enum(["", ...dangerousGoodsClasses], { error: m.dgClassRequired })),
  temperatureControlled: flag,
  temperatureMinC: z.optional(between(quoteLimits.temperatureMinC, quoteLimits.temperatureMaxC, m.temperatureInvalid)),
  temperatureMaxC: z.optional(between(quoteLimits.temperatureMinC, quoteLimits.temperatureMaxC, m.temperatureInvalid)),
  // Unset until the buyer answers: never reported as "Yes" when it was not asked (issue 28).
  stackable: z.optional(z.boolean({ error: m.flagInvalid })),
  cargoValue: z.optional(between(0, quoteLimits.cargoValueMax, m.cargoValueInvalid, { exclusiveMin: true })),
  cargoCurrency: z.optional(z.enum(["", ...cargoCurrencies], { error: m.currencyRequired })),
  insurance: flag,
  extras: z._default(
    z.array(z.enum(quoteExtras, { error: m.extrasInvalid }), { error: m.extrasInvalid }).check(
      z.maxLength(quoteExtras.length, m.extrasInvalid),
      z.refine((extras) => new Set(extras).size === extras.length, m.extrasInvalid),
    ),
    [],
  ),
  name: textField(quoteRules.name, m.nameRequired),
  company: textField(quoteRules.company, m.companyRequired),
  email: textField(quoteRules.email, m.emailRequired),
  phone: textField(quoteRules.phone, m.phoneRequired),
  gstin: optionalText(quoteRules.gstin),
  iec: optionalText(quoteRules.iec),
  message: optionalText(quoteRules.message),
  lang: visitorLanguageField,
});

type QuoteFields = z.output<typeof quoteFieldsSchema>;
type Issue = { path: (keyof QuoteFields)[]; message: string };

/** The rules between fields: what one answer makes required of another. */
export function crossFieldIssues(quote: Partial<QuoteFields>): Issue[] {
  const issues: Issue[] = [];
  const packages = quote.packages ?? [];
  const containers = quote.containers ?? [];
  if (quote.mode === "sea-fcl") {
    if (containers.length === 0) issues.push({ path: ["containers"], message: m.containersRequired });
  } else if (quote.mode && packages.length === 0) issues.push({ path: ["packages"], message: m.packagesRequired });
  if (quote.dangerousGoods) {
    if (!quote.unNumber) issues.push({ path: ["unNumber"], message: m.unNumberInvalid });
    if (!quote.dgClass) issues.push({ path: ["dgClass"], message: m.dgClassRequired });
  }
  const reefer = quote.mode === "sea-fcl" && containers.some((line) => reeferContainers.includes(line.type));
  if (quote.temperatureControlled || reefer) {
    if (quote.temperatureMinC === undefined) issues.push({ path: ["temperatureMinC"], message: m.temperatureRequired });
    if (quote.temperatureMaxC === undefined) issues.push({ path: ["temperatureMaxC"], message: m.temperatureRequired });
  }
  if (quote.temperatureMinC !== undefined && quote.temperatureMaxC !== undefined && quote.temperatureMinC > quote.temperatureMaxC)
    issues.push({ path: ["temperatureMinC"], message: m.temperatureOrder });
  if (quote.cargoValue !== undefined && !quote.cargoCurrency) issues.push({ path: ["cargoCurrency"], message: m.currencyRequired });
  if (quote.insurance && quote.cargoValue === undefined) issues.push({ path: ["cargoValue"], message: m.insuranceNeedsValue });
  return issues;
}

/** The whole request: each field's rule, then the rules between fields. */
export const quoteSchema = quoteFieldsSchema.check(
  z.superRefine((quote, ctx) => {
    for (const issue of crossFieldIssues(quote)) ctx.addIssue({ code: "custom", ...issue });
  }),
);

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuotePayload = z.output<typeof quoteSchema>;

/** A payload's optional codes as stored: upper case, without the "UN" or the dots a buyer may type. */
export function normalizeQuoteCodes(quote: QuotePayload): QuotePayload {
  const code = (value: string | undefined, strip?: RegExp) =>
    value ? (strip ? value.replace(strip, "") : value).toUpperCase() : undefined;
  return {
    ...quote,
    originCode: code(quote.originCode),
    destinationCode: code(quote.destinationCode),
    hsCode: code(quote.hsCode, /[\s.]/g),
    unNumber: quote.dangerousGoods ? code(quote.unNumber, /^UN\s*/i) : undefined,
    dgClass: quote.dangerousGoods ? quote.dgClass : undefined,
    gstin: code(quote.gstin),
    iec: code(quote.iec),
    message: quote.message || undefined,
    packages: quote.mode === "sea-fcl" ? [] : quote.packages,
    containers: quote.mode === "sea-fcl" ? quote.containers : [],
  };
}

/** The free-text fields, cleaned as the contact form's are (angle brackets, `javascript:`, handlers). */
export const quoteTextFields = ["origin", "destination", "commodity", "name", "company", "email", "message"] as const;

/** docs/product/product-spec.md §5's contact sanitiser over the quote's free-text fields; the rest is typed. */
export function sanitizeQuoteInput<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = { ...input };
  for (const key of quoteTextFields) if (typeof input[key] === "string") out[key] = sanitizeContactText(input[key]);
  return out as T;
}

export const quotesPath = "/api/quotes";
