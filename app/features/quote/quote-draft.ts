/**
 * The /quote draft in the browser (the draft itself is contracts/forms/quote-draft.ts): checked step by step with
 * the shared contract, and kept in sessionStorage so a reload or the back button loses nothing.
 */
import { crossFieldIssues, quoteSchema, quoteSteps, sanitizeQuoteInput, type QuoteInput, type QuoteStep } from "#contracts/forms/quote";
import { emptyContainer, emptyDraft, emptyPackage, toQuoteInput, type QuoteDraft } from "#contracts/forms/quote-draft";
import { readStored, removeStored, writeStored } from "#app/lib/storage";

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
    const draft = { ...emptyDraft, ...parsed.draft };
    // A draft saved before a field was added (a container's weight, issue 28) gets it empty, line by line.
    draft.packages = linesOf(draft.packages, emptyPackage);
    draft.containers = linesOf(draft.containers, emptyContainer);
    // A draft saved when stackable was a ticked box (true by default) was never answered (issue 28).
    if (draft.stackable !== "yes" && draft.stackable !== "no") draft.stackable = "";
    return { draft, step };
  } catch {
    return null;
  }
}

/** Saved lines as the form knows them: every field there, as text. */
function linesOf<Line extends object>(saved: unknown, empty: Line): Line[] {
  if (!Array.isArray(saved)) return [empty];
  return saved.map((line: unknown) => {
    const kept = { ...empty } as Record<string, string>;
    if (line && typeof line === "object")
      for (const key of Object.keys(empty)) {
        const value = (line as Record<string, unknown>)[key];
        if (typeof value === "string") kept[key] = value;
      }
    return kept as Line;
  });
}

export function saveDraft(saved: SavedDraft): void {
  writeStored(DRAFT_KEY, JSON.stringify(saved), "session");
}

export function clearDraft(): void {
  removeStored(DRAFT_KEY, "session");
}
