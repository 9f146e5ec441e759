import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Paging } from "#contracts/api/responses";

/** The pagination block of a list answer; `pages` is at least 1, even when there are no rows. */
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

/** One page of a filtered, ordered list, and how many rows match the filters in all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, any selection: the helper only adds limit, offset and a count
export async function pageOf<Row>(query: SelectQueryBuilder<any, any, Row>, page: number, limit: number) {
  const [rows, count] = await Promise.all([
    query
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The first `length` characters of a long text, for a list row. */
export function preview(text: string, length = 160) {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
