/**
 * The /quote form as the buyer fills it: every input as typed (strings), turned into the contract's input for
 * validation and sending. The browser keeps it while the buyer moves between steps; posted without JavaScript
 * (issue 28), the same draft is read back from the form's fields by the server (`quoteDraftOf`). The rules
 * themselves are ./quote.ts.
 */
import { quoteExtras, quoteLimits, type QuoteInput } from "./quote";

export interface PackageDraft {
  count: string;
  type: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
}

export interface ContainerDraft {
  type: string;
  count: string;
  /** Gross weight of each container's cargo, kg (issue 28). */
  weightKg: string;
}

/** Stackable is asked, not assumed (issue 28): unanswered until the buyer picks yes or no. */
export type StackableAnswer = "" | "yes" | "no";

export interface QuoteDraft {
  mode: string;
  direction: string;
  origin: string;
  originCode: string;
  destination: string;
  destinationCode: string;
  incoterm: string;
  readyDate: string;
  commodity: string;
  hsCode: string;
  packages: PackageDraft[];
  containers: ContainerDraft[];
  dangerousGoods: boolean;
  unNumber: string;
  dgClass: string;
  temperatureControlled: boolean;
  temperatureMinC: string;
  temperatureMaxC: string;
  stackable: StackableAnswer;
  cargoValue: string;
  cargoCurrency: string;
  insurance: boolean;
  extras: string[];
  name: string;
  company: string;
  email: string;
  phone: string;
  gstin: string;
  iec: string;
  message: string;
}

export const emptyPackage: PackageDraft = { count: "1", type: "pallet", lengthCm: "", widthCm: "", heightCm: "", weightKg: "" };
export const emptyContainer: ContainerDraft = { type: "20gp", count: "1", weightKg: "" };

export const emptyDraft: QuoteDraft = {
  mode: "",
  direction: "",
  origin: "",
  originCode: "",
  destination: "",
  destinationCode: "",
  incoterm: "",
  readyDate: "",
  commodity: "",
  hsCode: "",
  packages: [emptyPackage],
  containers: [emptyContainer],
  dangerousGoods: false,
  unNumber: "",
  dgClass: "",
  temperatureControlled: false,
  temperatureMinC: "",
  temperatureMaxC: "",
  stackable: "",
  cargoValue: "",
  cargoCurrency: "INR",
  insurance: false,
  extras: [],
  name: "",
  company: "",
  email: "",
  phone: "",
  gstin: "",
  iec: "",
  message: "",
};

/** A typed figure: empty is "not given", anything else a number (NaN when it is not one, which the schema refuses). */
export function figure(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

const FCL = "sea-fcl";
const stackableOf = { yes: true, no: false, "": undefined } as const;

/**
 * The draft as the contract's input: figures as numbers, only the lines the chosen mode uses (none before a mode is
 * chosen: the form posted without JavaScript shows both kinds, and only the mode's message is worth showing then).
 */
export function toQuoteInput(draft: QuoteDraft): QuoteInput {
  const fcl = draft.mode === FCL;
  return {
    ...draft,
    mode: draft.mode as QuoteInput["mode"],
    direction: draft.direction as QuoteInput["direction"],
    incoterm: draft.incoterm as QuoteInput["incoterm"],
    packages:
      fcl || !draft.mode
        ? []
        : draft.packages.map((line) => ({
            count: figure(line.count) as number,
            type: line.type as "pallet",
            lengthCm: figure(line.lengthCm) as number,
            widthCm: figure(line.widthCm) as number,
            heightCm: figure(line.heightCm) as number,
            weightKg: figure(line.weightKg) as number,
          })),
    containers: fcl
      ? draft.containers.map((line) => ({
          type: line.type as "20gp",
          count: figure(line.count) as number,
          weightKg: figure(line.weightKg) as number,
        }))
      : [],
    unNumber: draft.dangerousGoods ? draft.unNumber : "",
    dgClass: (draft.dangerousGoods ? draft.dgClass : "") as QuoteInput["dgClass"],
    temperatureMinC: figure(draft.temperatureMinC),
    temperatureMaxC: figure(draft.temperatureMaxC),
    stackable: stackableOf[draft.stackable] ?? undefined,
    cargoValue: figure(draft.cargoValue),
    cargoCurrency: (figure(draft.cargoValue) === undefined ? "" : draft.cargoCurrency) as QuoteInput["cargoCurrency"],
    extras: draft.extras as QuoteInput["extras"],
  };
}

/** A check box's value in the posted form: the field is sent only when it is ticked. */
export const CHECKED = "true";

const textKeys = [
  "mode",
  "direction",
  "origin",
  "originCode",
  "destination",
  "destinationCode",
  "incoterm",
  "readyDate",
  "commodity",
  "hsCode",
  "unNumber",
  "dgClass",
  "temperatureMinC",
  "temperatureMaxC",
  "cargoValue",
  "cargoCurrency",
  "name",
  "company",
  "email",
  "phone",
  "gstin",
  "iec",
  "message",
] as const satisfies readonly (keyof QuoteDraft)[];
const flagKeys = ["dangerousGoods", "temperatureControlled", "insurance"] as const satisfies readonly (keyof QuoteDraft)[];

/** The name of an extra's check box in the posted form. */
export const extraFieldName = (extra: string) => `extras.${extra}`;

/** Lines `list.0.key` … of the posted form, up to `max`: a hostile index never makes a long array. */
function linesOf<Line extends object>(fields: Record<string, string>, list: string, empty: Line, max: number): Line[] {
  const lines: Line[] = [];
  for (let index = 0; index < max; index++) {
    const keys = Object.keys(empty) as (keyof Line & string)[];
    if (!keys.some((key) => `${list}.${index}.${key}` in fields)) break;
    const line = { ...empty };
    for (const key of keys) (line as Record<string, string>)[key] = fields[`${list}.${index}.${key}`] ?? "";
    lines.push(line);
  }
  return lines.length > 0 ? lines : [empty];
}

/**
 * The draft from the quote form as an HTML form posts it (issue 28): one value per name, nested lines as
 * `packages.0.weightKg`, check boxes present when ticked, stackable as "yes" or "no". Anything else is ignored;
 * what is left is for the contract to judge.
 */
export function quoteDraftOf(fields: Readonly<Record<string, string>>): QuoteDraft {
  const draft: QuoteDraft = { ...emptyDraft };
  for (const key of textKeys) if (typeof fields[key] === "string") draft[key] = fields[key];
  for (const key of flagKeys) draft[key] = fields[key] === CHECKED;
  const stackable = fields.stackable;
  draft.stackable = stackable === "yes" || stackable === "no" ? stackable : "";
  draft.extras = quoteExtras.filter((extra) => fields[extraFieldName(extra)] === CHECKED);
  draft.packages = linesOf(fields, "packages", emptyPackage, quoteLimits.packageLinesMax);
  draft.containers = linesOf(fields, "containers", emptyContainer, quoteLimits.containerLinesMax);
  return draft;
}
