/** Shapes of the forms' API answers, shared by the server and the browser. */

export interface FieldError {
  field: string;
  message: string;
}

/** Every form endpoint answers this (errors only on a 400 validation failure). */
export interface FormResponse {
  success: boolean;
  message: string;
  errors?: FieldError[];
}

/** Turns the issues of a failed zod parse into the API's field list (first message per field, in field order). */
export function toFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}
