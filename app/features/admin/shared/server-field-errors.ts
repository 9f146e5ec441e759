import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts a 400's field errors on the editor's fields (the form's field names are the contract's, so the
 * server's `field` is the form's path; a list item's is `sections.N.title` or `containers.N`). Returns false when none of
 * them names a field of the form, so the caller shows the message above the form instead.
 */
export function showServerFieldErrors<V extends FieldValues>(error: ApiError, values: object, setError: UseFormSetError<V>) {
  const known = (error.errors ?? []).filter((e) => e.field.split(".")[0]! in values);
  for (const fieldError of known) setError(fieldError.field as FieldPath<V>, { message: fieldError.message });
  return known.length > 0;
}

/**
 * A 400's messages for the fields a hand-built form has (`names`), by field; empty when the error names none of them,
 * so the caller shows its message above the form instead.
 */
export function fieldErrorsOf<N extends string>(error: unknown, names: readonly N[]): Partial<Record<N, string>> {
  const known = error instanceof ApiError ? (error.errors ?? []).filter((e) => (names as readonly string[]).includes(e.field)) : [];
  return Object.fromEntries(known.map((e) => [e.field, e.message])) as Partial<Record<N, string>>;
}

/**
 * After a refused save, focus goes to the form's first field in error: its message is read with it (FormField ties
 * them), which a screen reader would otherwise not hear.
 */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
