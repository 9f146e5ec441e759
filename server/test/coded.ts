import english from "#locales/en.json";
import type { FieldError } from "#contracts/api/responses";
import type { MessageId } from "#contracts/i18n/catalogue";

/**
 * The answers a test expects, stated from a form's message table (contracts/forms/*-messages.ts) and the English
 * catalogue, whose words contracts/forms/spec-messages.test.ts pins to the spec's: each code with its exact
 * English, as the API sends them. Read straight from locales/en.json, not through the server's own formatting.
 */
type Table = Readonly<Record<string, MessageId>>;

/** The English a code stands for. */
export function englishOf<T extends Table>(table: T, code: keyof T & string): string {
  const id = table[code];
  if (id === undefined) throw new Error(`No message has the code "${code}"`);
  return english[id];
}

/** `{ code, message }`, as an answer or a field error carries them. */
export function coded<T extends Table>(table: T, code: keyof T & string): { code: string; message: string } {
  return { code, message: englishOf(table, code) };
}

/** One field's error. */
export function fieldError<T extends Table>(table: T, field: string, code: keyof T & string): FieldError {
  return { field, ...coded(table, code) };
}

/** The fields whose code `<field>Required` the table has. */
type RequiredField<T extends Table> = keyof T extends infer K ? (K extends `${infer F}Required` ? F : never) : never;

/** The errors of a form sent without these fields, in the order given (the form's): each field's `<field>Required`. */
export function requiredErrors<T extends Table>(table: T, fields: readonly RequiredField<T>[]): FieldError[] {
  return fields.map((field) => fieldError(table, field, `${field}Required` as keyof T & string));
}
