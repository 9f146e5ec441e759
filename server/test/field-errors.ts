import { expect } from "vitest";
import type { FieldError } from "#contracts/api/responses";

/** A refused form: 400, and exactly these field errors, in this order (the form's). */
export function expectFieldErrors(res: { statusCode: number; json: () => { errors?: unknown } }, errors: readonly FieldError[]) {
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual(errors);
}
