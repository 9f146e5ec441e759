/**
 * The envelope every /api answer shares, as zod schemas: the server declares
 * them on its routes (and so in /api/openapi.json), the browser infers its
 * types from them. zod/mini keeps the public pages' bundles small.
 */
import { z } from "zod/mini";

/**
 * One field's error: `code` is stable (a form's message code, contracts/forms/*-messages.ts, or the schema
 * check that failed), by which a client shows it in its own language; `message` is its English.
 */
export const FieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every failure: 4xx with what the caller can fix, 5xx with a generic message. */
export const ApiFailureSchema = z.object({
  success: z.literal(false),
  /** The answer's stable code where it has one (every public form's answers do), beside its English message. */
  code: z.optional(z.string()),
  message: z.string(),
  errors: z.optional(z.array(FieldErrorSchema)),
});
export type ApiFailure = z.infer<typeof ApiFailureSchema>;

export const ApiMessageSchema = z.object({ success: z.literal(true), code: z.optional(z.string()), message: z.string() });
export type ApiMessage = z.infer<typeof ApiMessageSchema>;

/** `{ success: true, data }` around one resource. */
export const apiData = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), data });
/** The type of apiData(schema) for a resource type, as the browser's callers name it. */
export type ApiData<T> = { success: true; data: T };

export const PagingSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  /** At least 1, even when there are no rows. */
  pages: z.number(),
});
export type Paging = z.infer<typeof PagingSchema>;

/** `{ success: true, data: [...], pagination }` around one page of a list. */
export const apiPage = <T extends z.ZodMiniType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: PagingSchema });
/** The type of apiPage(schema) for an item type. */
export type ApiPage<T> = { success: true; data: T[]; pagination: Paging };

/**
 * The failure answers a route can give, for its `response` schema:
 * `failures(400, 404)` → `{ 400: ApiFailureSchema, 404: ApiFailureSchema }`.
 * Every route also documents 500 (and 429 where a rate limit applies) this way.
 */
export function failures<S extends number>(...statuses: S[]): Record<S, typeof ApiFailureSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiFailureSchema])) as Record<S, typeof ApiFailureSchema>;
}
