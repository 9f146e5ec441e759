/** The forms' field errors; the answers' shapes are contracts/api/responses.ts (ApiMessage, ApiFailure). */
import type { ApiFailure, FieldError } from "../api/responses";

export type { FieldError };

/** A form endpoint's answer as the browser reads it, before knowing which it is: ApiMessage or ApiFailure. */
export type FormAnswer = Partial<Omit<ApiFailure, "success">> & { success?: boolean };
