import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import type { ApiError } from "./api-client";

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
