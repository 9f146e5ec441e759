import type { z } from "zod";
import { HttpError } from "#server/errors";

/** Parses a body, query or params object; a failure answers 400 with one message per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "body", message: issue.message }));
  throw new HttpError(400, errors.length === 1 ? errors[0]!.message : "Some fields are not valid.", errors);
}

/** PostgreSQL text cannot hold NUL; refusing it keeps both databases alike and the answer a 400, not a 500. */
export const withoutNul = (value: string) => !value.includes("\u0000");
export const nulMessage = "Text must not contain NUL characters";
