import type { QuoteFormCopy } from "#app/content/forms-quote";
import type { DraftEditing } from "./use-quote-draft";

/** What every step of the quote form is given: the draft to show and change, its words, ids and messages. */
export interface QuoteStepProps extends DraftEditing {
  ui: QuoteFormCopy;
  /** The id of a field's control, from its path (`packages.2.weightKg`). */
  fieldId: (path: string) => string;
  /** A field's message in the page's language, if it has one. */
  error: (path: string) => string | undefined;
  /**
   * False in the served HTML (and while hydrating): the form is then one page of fieldsets that posts as it is
   * (issue 28), so every field a choice would reveal is shown, and the buttons that need script are left out.
   */
  hydrated: boolean;
}
