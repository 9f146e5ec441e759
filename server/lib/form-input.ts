import type { z } from "zod/mini";
import { toFieldErrors } from "#contracts/forms/api";
import { HONEYPOT_FIELD } from "#contracts/forms/limits";
import { serverMessages } from "#contracts/forms/messages";
import { HttpError } from "#server/errors";

export type FormFields = Record<string, unknown>;

/** The parsed body as an object of fields, or a 400 for an empty or non-object body. */
export function formFields(body: unknown): FormFields {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, "The request body is empty or not a form.");
  return body as FormFields;
}

/** A bot filled the field people never see. */
export function honeypotFilled(fields: FormFields): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * Validates with a contract schema; a failure is a 400 listing every field's
 * message. `message` defaults to 'Please fix the errors in the form'; with
 * "first" the first field's message is the answer's message.
 */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown, message: string | "first" = serverMessages.fixErrors): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<S>;
  const errors = toFieldErrors(result.error.issues);
  throw new HttpError(400, message === "first" ? errors[0].message : message, errors);
}

/** Both databases' "unique constraint violated" errors. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/** Errors that say the database cannot take the write right now (not that the request is wrong). */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "57P01", "57P03", "53300", "08000", "08003", "08006", "25006"]);
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|READONLY|CANTOPEN)/;

/**
 * Runs a form's write; when the database is unreachable or cannot write, the
 * visitor gets 503 (the browser shows 'Service temporarily unavailable')
 * instead of a generic 500, and may try again later.
 */
export async function orUnavailable<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const code = (error as { code?: string } | null)?.code ?? "";
    const message = error instanceof Error ? error.message : "";
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLITE.test(code) || /timeout exceeded when trying to connect|Connection terminated/i.test(message)) {
      throw Object.assign(new HttpError(503, "Service temporarily unavailable"), { cause: error });
    }
    throw error;
  }
}
