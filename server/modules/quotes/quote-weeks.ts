import type { WeekCount } from "#contracts/api/stats";

const weeks = 12;
const day = 86_400_000;

/** The Mondays (UTC, YYYY-MM-DD) of the last 12 weeks, oldest first, this week last. */
export function lastWeeks(now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * day;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * 7 * day).toISOString().slice(0, 10));
}

/** Day counts folded into the weeks that start on the given Mondays; weeks without rows count 0. */
export function weeklyCounts(mondays: string[], days: { day: string; count: number | string }[]): WeekCount[] {
  const counts = mondays.map((week) => ({ week, count: 0 }));
  for (const { day: date, count } of days) {
    // The last Monday on or before the day (ISO dates compare as text).
    const index = mondays.findLastIndex((monday) => monday <= date);
    if (index >= 0) counts[index]!.count += Number(count);
  }
  return counts;
}
