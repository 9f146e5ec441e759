import { useState } from "react";
import { fieldErrorsOf, focusFirstInvalid } from "./server-field-errors";

/**
 * The errors of a hand-built staff form (no react-hook-form): each field's message, by name, and the one above the
 * form. `refuse` shows a refused save: the 400's messages beside the fields it names, focus on the first of them,
 * or else its message (`fallback` for a failure that is no API answer) above the form.
 */
export function useFormErrors<N extends string>(names: readonly N[]) {
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Before a new try: no message anywhere. */
  const clear = () => {
    setErrors({});
    setFormError(null);
  };
  /** These messages beside their fields, the first of them focused (its message is read with it). */
  const showFieldErrors = (found: Partial<Record<N, string>>, form: HTMLFormElement) => {
    setErrors(found);
    focusFirstInvalid(form);
  };
  const refuse = (error: unknown, form: HTMLFormElement, fallback: string) => {
    const known = fieldErrorsOf(error, names);
    if (Object.keys(known).length === 0) return setFormError(error instanceof Error ? error.message : fallback);
    showFieldErrors(known, form);
  };
  return { errors, formError, clear, showFieldErrors, refuse };
}
