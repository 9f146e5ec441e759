import { useEffect, useRef, useState } from "react";
import { quoteSteps, type QuoteStep } from "#contracts/forms/quote";
import { emptyDraft, type QuoteDraft } from "#contracts/forms/quote-draft";
import { clearDraft, loadDraft, saveDraft, stepErrors } from "./quote-draft";

export const steps: readonly QuoteStep[] = ["shipment", "cargo", "extras", "contact"];

/** The step that holds a field (`packages.2.weightKg` is the cargo step's). */
export const stepOf = (field: string) =>
  Math.max(
    0,
    steps.findIndex((key) => (quoteSteps[key] as readonly string[]).includes(field.split(".")[0])),
  );

type Lines = "packages" | "containers";

/** What a step's fields need to show the draft and change it. */
export interface DraftEditing {
  draft: QuoteDraft;
  /** Sets `changes` and clears the messages of `paths` (by default, the fields changed). */
  update: (changes: Partial<QuoteDraft>, paths?: string[]) => void;
  setLine: <K extends Lines>(list: K, index: number, changes: Partial<QuoteDraft[K][number]>) => void;
  removeLine: (list: Lines, index: number) => void;
}

/** Where the form starts when the page answers its plain post (issue 28): the request as sent with its messages, or its reference. */
export interface ServedQuote {
  draft?: QuoteDraft;
  errors?: Record<string, string>;
  reference?: string;
}

/**
 * The quote request as the buyer fills it (issue 14): the draft, the step and its messages, kept in sessionStorage
 * so a reload loses nothing; focus follows the step (its heading), the first message and the answer. `fieldId`
 * names a field's control, for focus; `served` is the page's answer to the form posted without JavaScript.
 */
export function useQuoteDraft(fieldId: (path: string) => string, served?: ServedQuote) {
  const [draft, setDraft] = useState<QuoteDraft>(served?.draft ?? emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>(served?.errors ?? {});
  const [step, setStep] = useState(() => stepOf(Object.keys(served?.errors ?? {})[0] ?? ""));
  const [reference, setReference] = useState<string | null>(served?.reference ?? null);
  const [restored, setRestored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // The page's answer holds the request as sent: an older draft must not replace it.
    const saved = served ? null : loadDraft();
    if (saved) {
      // The draft lives in sessionStorage, which the server's HTML cannot know: it is read once, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft(saved.draft);
      setStep(saved.step);
    }
    setRestored(true);
    // Once, after hydration, whatever the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored && !reference) saveDraft({ draft, step });
  }, [draft, step, restored, reference]);

  // A step change moves focus to the step's heading, so a screen reader announces where the buyer is.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (reference) done.current?.focus();
  }, [reference]);

  const update: DraftEditing["update"] = (changes, paths = Object.keys(changes)) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
  };

  const setLine: DraftEditing["setLine"] = (list, index, changes) => {
    const lines = draft[list].map((line, i) => (i === index ? { ...line, ...changes } : line));
    update({ [list]: lines } as Partial<QuoteDraft>, [list, ...Object.keys(changes).map((key) => `${list}.${index}.${key}`)]);
  };

  const removeLine: DraftEditing["removeLine"] = (list, index) => {
    update({ [list]: draft[list].filter((_, i) => i !== index) } as Partial<QuoteDraft>, [list]);
  };

  /** Shows `found` (field path → code), on the step of the first, whose field takes focus. */
  const show = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    const target = stepOf(first);
    if (target !== step) {
      moved.current = false;
      setStep(target);
    }
    // After the step renders: the first field with a message takes focus.
    requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  /** The next step once this one's fields pass; false (with the messages shown) when they do not. */
  const next = () => {
    const found = stepErrors(draft, steps[step]);
    if (Object.keys(found).length > 0) {
      show(found);
      return false;
    }
    setErrors({});
    goTo(step + 1);
    return true;
  };

  const received = (sent: string) => {
    clearDraft();
    setReference(sent);
  };

  const restart = () => {
    setDraft(emptyDraft);
    setErrors({});
    setReference(null);
    moved.current = true;
    setStep(0);
  };

  const editing: DraftEditing = { draft, update, setLine, removeLine };
  return { editing, step, errors, reference, heading, done, show, goTo, next, received, restart };
}
