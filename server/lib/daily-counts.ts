import { sql } from "kysely";
import type { DayCount } from "#contracts/api/stats";
import type { Db } from "#server/db/database";

const days = 30;

/** The last 30 UTC dates, oldest first. */
export function lastDays(now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Grouped counts as a record with every key present, so a value without rows counts 0 and the keys keep the contract's order. */
export function countsBy<K extends string>(keys: readonly K[], rows: { key: string; count: number | string }[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in counts) counts[row.key as K] = Number(row.count);
  return counts;
}

/** The sum of grouped counts (PostgreSQL answers a count as a string). */
export function totalOf(rows: { count: number | string }[]): number {
  return rows.reduce((total, row) => total + Number(row.count), 0);
}

/** The tables whose rows carry an ISO-8601 `created_at`. */
export type DatedTable = "applications" | "contact_messages";

/**
 * Rows of `table` per day over the last 30 days. Timestamps are ISO-8601 text on both databases, so the first
 * ten characters are the UTC date: the same query works on SQLite and PostgreSQL. Called by the table's own repository.
 */
export async function countByDay(db: Db, table: DatedTable, now: Date): Promise<DayCount[]> {
  const dates = lastDays(now);
  const rows = await db
    .selectFrom(table)
    .select([sql<string>`substr(created_at, 1, 10)`.as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("created_at", ">=", `${dates[0]}T00:00:00.000Z`)
    .groupBy(sql`substr(created_at, 1, 10)`)
    .execute();
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
