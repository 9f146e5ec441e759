/** The forms' field errors; the answers' shapes are contracts/api/responses.ts (ApiMessage, ApiFailure). */
import type { ApiFailure, FieldError } from "../api/responses";

export type { FieldError };

/** A form endpoint's answer as the browser reads it, before knowing which it is: ApiMessage or ApiFailure. */
export type FormAnswer = Partial<Omit<ApiFailure, "success">> & { success?: boolean };

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
