import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { listLimits, type Paging } from "#contracts/staff-api";
import { HttpError } from "#server/errors";
import { nulMessage, withoutNul } from "./validate";

const pageMessage = "page must be a whole number from 1 to 1000000";
const limitMessage = `limit must be a whole number from 1 to ${listLimits.maxLimit}`;

/** page, limit and q of every staff list; extend it with the list's own filters. */
export const listQuery = z.object({
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000, pageMessage).default(1),
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(listLimits.maxLimit, limitMessage).default(listLimits.defaultLimit),
  q: z
    .string()
    .trim()
    .max(listLimits.maxQuery, `Search text must be at most ${listLimits.maxQuery} characters`)
    .refine(withoutNul, nulMessage)
    .optional()
    .transform((value) => value || undefined),
});

/** A record id from the path; anything that is not one answers 404 like an id that does not exist. */
export function parseId(params: unknown, notFound: string): number {
  const raw = (params as { id?: unknown } | undefined)?.id;
  const id = typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new HttpError(404, notFound);
  return id;
}

/** An optional enum filter where "" (the "all" choice of a select) means no filter. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: message }).optional());
}

export function paging(page: number, limit: number, total: number): Paging {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/** Escapes LIKE's wildcards so "50%_off" matches only that text. */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(column) LIKE '%text%' ESCAPE '\' — case-insensitive on SQLite and PostgreSQL alike. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape ${"\\"}`;
}

export function preview(text: string, length = 160) {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** One page of a filtered, ordered list, and how many rows match the filters in all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pageOf<Row>(query: SelectQueryBuilder<any, any, Row>, page: number, limit: number) {
  const [rows, count] = await Promise.all([
    query.limit(limit).offset((page - 1) * limit).execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
