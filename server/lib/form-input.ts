import type { z } from "zod/mini";
import type { FieldError } from "#contracts/forms/api";
import type { FieldLimits } from "#contracts/forms/fields";
import { HONEYPOT_FIELD } from "#contracts/forms/limits";
import { serverMessages } from "#contracts/forms/server-messages";
import type { MessageId } from "#contracts/i18n/catalogue";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";

/** A form's message table (contracts/forms/*-messages.ts): its codes and their catalogue ids. */
export type MessageTable = Readonly<Record<string, MessageId>>;

export type FormFields = Record<string, unknown>;

/** The parsed body as an object of fields, or a 400 for an empty or non-object body. */
export function formFields(body: unknown): FormFields {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new HttpError(400, "The request body is empty or not a form.");
  return body as FormFields;
}

/** A bot filled the field people never see. */
export function honeypotFilled(fields: FormFields): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/** True when `value`, trimmed, has more than `max` code points; reads at most max + 1 of them. */
function longerThan(value: string, max: number): boolean {
  if (value.length <= max) return false;
  let count = 0;
  for (const _ of value.trim()) if (++count > max) return true;
  return false;
}

/**
 * A field's error from the code a form rule reported: the code, and its English from the form's table (a code
 * the table does not know, such as a schema check's own, keeps the text it came with).
 */
export function fieldErrorOf(messages: MessageTable, field: string, code: string, fallback = code): FieldError {
  const table: MessageTable = { ...serverMessages, ...messages };
  return code in table ? { field, ...codedMessage(table, code) } : { field, code: "invalid", message: fallback };
}

/**
 * The fields longer than their limit as sent, each with its limit's message (the spec's length or
 * format message). Checked before any cleaning, so a sanitiser never reads more than a valid value's
 * length (issue 12), and a value the visitor could not have typed is not shortened into a valid one.
 */
export function overlongFields(fields: FormFields, limits: FieldLimits, messages: MessageTable): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, { max, message }] of Object.entries(limits)) {
    const value = fields[field];
    if (typeof value === "string" && longerThan(value, max)) errors.push(fieldErrorOf(messages, field, message));
  }
  return errors;
}

/** A failed parse's issues as the API's field list, one per field (its first), each field named by its path. */
export function issueErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  messages: MessageTable,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "form";
    if (!errors.some((error) => error.field === field)) errors.push(fieldErrorOf(messages, field, issue.message));
  }
  return errors;
}

/** `fields` without the ones `errors` name: what is left to clean and validate. */
export function withoutFields(fields: FormFields, errors: readonly FieldError[]): FormFields {
  if (errors.length === 0) return fields;
  const rest = { ...fields };
  for (const { field } of errors) delete rest[field];
  return rest;
}

/**
 * The largest JSON body a valid form can be: every character of every field at its longest escape
 * (`\uXXXX\uXXXX`, 12 bytes, for a code point outside the BMP), plus 2 KB for the keys, the honeypot
 * and the source. Anything larger is refused with 413 before it is read.
 */
export function jsonBodyLimit(limits: FieldLimits): number {
  return Object.values(limits).reduce((bytes, { max }) => bytes + max * 12, 2048);
}

interface FormCheck<S extends z.ZodMiniType> {
  schema: S;
  limits: FieldLimits;
  /** The form's messages: the codes its rules report, and their words. */
  messages: MessageTable;
  /** The form's sanitiser (contracts/forms/sanitize.ts), run on the fields that are not too long. */
  sanitize: (fields: FormFields) => FormFields;
  /** The answer: 'Please fix the errors in the form' by default; "first" takes the first field's. */
  message?: "first";
}

/**
 * Checks a form: fields too long as sent get their limit's message, the others are cleaned and
 * validated with the contract schema; a failure is a 400 listing every field's message in form order.
 */
export function validate<S extends z.ZodMiniType>(fields: FormFields, form: FormCheck<S>): z.output<S> {
  const tooLong = overlongFields(fields, form.limits, form.messages);
  const result = form.schema.safeParse(form.sanitize(withoutFields(fields, tooLong)));
  if (result.success && tooLong.length === 0) return result.data as z.output<S>;
  const order = Object.keys(form.limits);
  const rank = (error: FieldError) => (order.includes(error.field) ? order.indexOf(error.field) : order.length);
  const issues = result.success ? [] : issueErrors(result.error.issues, form.messages);
  const errors = [...tooLong, ...issues.filter((issue) => !tooLong.some((long) => long.field === issue.field))].sort(
    (a, b) => rank(a) - rank(b),
  );
  const first = errors[0];
  throw new HttpError(400, form.message === "first" && first ? first : codedMessage(serverMessages, "fixErrors"), errors);
}
