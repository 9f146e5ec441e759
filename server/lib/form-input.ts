import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
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

declare module "fastify" {
  interface FastifyRequest {
    /** A public form's fields that were too long as sent (set by formInput's preValidation, read by validForm). */
    formTooLong: FieldError[] | null;
  }
}

export interface FormCheck {
  limits: FieldLimits;
  /** The form's messages: the codes its rules report, and their words. */
  messages: MessageTable;
  /** The form's sanitiser (contracts/forms/sanitize.ts), run on the fields that are not too long. */
  sanitize: (fields: FormFields) => FormFields;
  /** The form's answer to a bot that filled the honeypot: the success a person gets, and nothing is kept. */
  botAnswer: { status: number; body: unknown };
  /** The order of the form's fields for the error list (its limits' order by default); a nested field ranks by its first part. */
  order?: readonly string[];
  /** The answer's message: 'Please fix the errors in the form' by default; "first" takes the first field's. */
  message?: "first" | MessageTable;
}

/**
 * The route options of a public JSON form (issue 29: each form is validated once, by its route's schema). The
 * preValidation step reads the body as fields, answers a bot as a person, sets aside the fields too long as sent
 * (so a sanitiser never reads more than a valid value's length, issue 12) and cleans the rest; Fastify then
 * validates the cleaned body with the route's `schema.body`, and the handler takes the result with `validForm()`.
 */
export function formInput(form: FormCheck) {
  const preValidation: preValidationAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = formFields(request.body);
    if (honeypotFilled(fields)) return reply.code(form.botAnswer.status).send(form.botAnswer.body);
    const tooLong = overlongFields(fields, form.limits, form.messages);
    request.formTooLong = tooLong;
    // An empty honeypot (whatever its type) is no field of the request.
    request.body = form.sanitize(withoutFields(fields, [...tooLong, { field: HONEYPOT_FIELD, code: "", message: "" }]));
  };
  return { attachValidation: true, preValidation } as const;
}

/** Makes room on every request for the fields set aside as too long (Fastify wants a request's shape declared once). */
export const formInputPlugin = fp(
  async (app) => {
    app.decorateRequest("formTooLong", null);
  },
  { name: "form-input" },
);

/**
 * The body the route's schema validated, or a 400 listing every field's message in form order: the fields too long
 * as sent with their limit's message, the others with the schema's first message each.
 */
export function validForm<T>(request: FastifyRequest & { body: T }, form: FormCheck): T {
  const tooLong = request.formTooLong ?? [];
  // Only the body's failure: a header the route describes (a quote's Idempotency-Key) is the handler's to judge.
  const failed = request.validationError?.validationContext === "body" ? request.validationError : undefined;
  if (!failed && tooLong.length === 0) return request.body;
  const issues = (failed?.validation ?? []).map((issue: { instancePath: string; message?: string }) => ({
    path: issue.instancePath.split("/").filter(Boolean),
    message: issue.message ?? "invalid",
  }));
  const order = form.order ?? Object.keys(form.limits);
  const rank = (error: FieldError) => {
    const index = order.indexOf(error.field.split(".")[0]!);
    return index === -1 ? order.length : index;
  };
  const errors = [
    ...tooLong,
    ...issueErrors(issues, form.messages).filter((issue) => !tooLong.some((long) => long.field === issue.field)),
  ].sort((a, b) => rank(a) - rank(b));
  const first = errors[0];
  const message =
    form.message === "first" && first
      ? first
      : codedMessage(form.message === "first" || !form.message ? serverMessages : form.message, "fixErrors");
  throw new HttpError(400, message, errors);
}
