/**
 * The query every staff list takes (page, limit, q; newest first) and the
 * path id of one record, shared by the applications, contact and
 * subscribers lists and their CSV exports.
 */
import { z } from "zod/mini";

export const listLimits = { defaultLimit: 20, maxLimit: 100, maxQuery: 100 } as const;

/** PostgreSQL text cannot hold NUL; refusing it keeps both databases alike and the answer a 400, not a 500. */
export const withoutNul = (value: string) => !value.includes("\u0000");
export const nulMessage = "Text must not contain NUL characters";

const pageMessage = "page must be a whole number from 1 to 1000000";
const limitMessage = `limit must be a whole number from 1 to ${listLimits.maxLimit}`;

/** Case-insensitive substring search; empty means no search. */
const SearchSchema = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(listLimits.maxQuery, `Search text must be at most ${listLimits.maxQuery} characters`),
      z.refine(withoutNul, nulMessage),
    ),
);

/** ?q of a CSV export: every matching row, no paging. */
export const SearchQuerySchema = z.object({ q: SearchSchema });

/** ?page&limit&q of every list; extend it with the list's own filters. */
export const ListQuerySchema = z.object({
  /** 1-based. */
  page: z._default(
    z.coerce.number({ error: pageMessage }).check(z.int(pageMessage), z.gte(1, pageMessage), z.lte(1_000_000, pageMessage)),
    1,
  ),
  limit: z._default(
    z.coerce.number({ error: limitMessage }).check(z.int(limitMessage), z.gte(1, limitMessage), z.lte(listLimits.maxLimit, limitMessage)),
    listLimits.defaultLimit,
  ),
  q: SearchSchema,
});
/** What the browser sends for a list (every field optional; page and limit as numbers). */
export type ListInput<S extends z.ZodMiniType> = Omit<z.input<S>, "page" | "limit"> & { page?: number; limit?: number };
export type ListQuery = ListInput<typeof ListQuerySchema>;

/** An optional enum filter where "" (the "all" choice of a select) means no filter. */
export function enumFilter<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.optional(z.enum(["", ...values] as const, { error: message }));
}

/** ?from&to of a staff list: UTC dates (YYYY-MM-DD) the records were made on or after and on or before; "" means none. */
export const dateRangeFilters = {
  from: dateFilter("from must be a date (YYYY-MM-DD)"),
  to: dateFilter("to must be a date (YYYY-MM-DD)"),
};

function dateFilter(message: string) {
  return z.optional(z.union([z.literal(""), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message))]));
}

/**
 * A record id in the path. Anything that is not one (abc, 0, 1.5, beyond a
 * 32-bit integer) becomes 0, which no record has, so it answers 404 like an
 * id that does not exist.
 */
export const PathIdSchema = z.pipe(
  z.string(),
  z.transform((raw) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0)),
);
export const IdParamsSchema = z.object({ id: PathIdSchema });
