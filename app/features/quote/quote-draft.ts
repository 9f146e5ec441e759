/**
 * The /quote form as the buyer fills it: every input as typed (strings), kept in sessionStorage so a
 * reload or the back button loses nothing, and turned into the contract's input for validation and
 * sending. The rules themselves are contracts/forms/quote.ts, shared with the server.
 */
import { crossFieldIssues, quoteSchema, quoteSteps, sanitizeQuoteInput, type QuoteInput, type QuoteStep } from "#contracts/forms/quote";
import { readStored, removeStored, writeStored } from "#app/lib/storage";

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
}

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
  stackable: boolean;
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
export const emptyContainer: ContainerDraft = { type: "20gp", count: "1" };

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
  stackable: true,
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

/** The draft as the contract's input: figures as numbers, only the lines the chosen mode uses. */
export function toQuoteInput(draft: QuoteDraft): QuoteInput {
  const fcl = draft.mode === FCL;
  return {
    ...draft,
    mode: draft.mode as QuoteInput["mode"],
    direction: draft.direction as QuoteInput["direction"],
    incoterm: draft.incoterm as QuoteInput["incoterm"],
    packages: fcl
      ? []
      : draft.packages.map((line) => ({
          count: figure(line.count) as number,
          type: line.type as "pallet",
          lengthCm: figure(line.lengthCm) as number,
          widthCm: figure(line.widthCm) as number,
          heightCm: figure(line.heightCm) as number,
          weightKg: figure(line.weightKg) as number,
        })),
    containers: fcl ? draft.containers.map((line) => ({ type: line.type as "20gp", count: figure(line.count) as number })) : [],
    unNumber: draft.dangerousGoods ? draft.unNumber : "",
    dgClass: (draft.dangerousGoods ? draft.dgClass : "") as QuoteInput["dgClass"],
    temperatureMinC: figure(draft.temperatureMinC),
    temperatureMaxC: figure(draft.temperatureMaxC),
    cargoValue: figure(draft.cargoValue),
    cargoCurrency: (figure(draft.cargoValue) === undefined ? "" : draft.cargoCurrency) as QuoteInput["cargoCurrency"],
    extras: draft.extras as QuoteInput["extras"],
  };
}

/** Field path → message, for the fields of `step` (or every step): each field's rule, then the rules between fields. */
export function stepErrors(draft: QuoteDraft, step?: QuoteStep): Record<string, string> {
  const input = sanitizeQuoteInput(toQuoteInput(draft) as Record<string, unknown>) as QuoteInput;
  const fields: readonly string[] = step ? quoteSteps[step] : Object.values(quoteSteps).flat();
  const errors: Record<string, string> = {};
  const result = quoteSchema.safeParse(input);
  const issues = result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  // The schema checks the rules between fields only once every field is valid; a step needs them now.
  for (const issue of crossFieldIssues(input as Parameters<typeof crossFieldIssues>[0]))
    issues.push({ path: issue.path, message: issue.message });
  for (const issue of issues) {
    const path = issue.path.join(".");
    if (fields.includes(issue.path[0]) && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

const DRAFT_KEY = "quote:draft";

export interface SavedDraft {
  draft: QuoteDraft;
  /** The step the buyer was on (0-3). */
  step: number;
}

export function loadDraft(): SavedDraft | null {
  const stored = readStored(DRAFT_KEY, "session");
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<SavedDraft> | null;
    if (!parsed || typeof parsed !== "object" || !parsed.draft || typeof parsed.draft !== "object") return null;
    const step = typeof parsed.step === "number" && parsed.step >= 0 && parsed.step <= 3 ? Math.floor(parsed.step) : 0;
    return { draft: { ...emptyDraft, ...parsed.draft }, step };
  } catch {
    return null;
  }
}

export function saveDraft(saved: SavedDraft): void {
  writeStored(DRAFT_KEY, JSON.stringify(saved), "session");
}

export function clearDraft(): void {
  removeStored(DRAFT_KEY, "session");
}
