import { sql } from "kysely";
import {
  applicationPositions,
  applicationStatuses,
  contactStatuses,
  subscriberStatuses,
  type ApplicationStats,
  type ContactStats,
  type DayCount,
  type StatsSummary,
  type SubscriberStats,
} from "#contracts/staff-api";
import type { Db } from "#server/db/database";
import { nowIso } from "#server/lib/time";

const days = 30;

/** The last 30 UTC dates, oldest first. */
export function lastDays(now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

function countsBy<K extends string>(keys: readonly K[], rows: { key: string; count: number | string }[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in counts) counts[row.key as K] = Number(row.count);
  return counts;
}

type CountedTable = "applications" | "contact_messages";

async function groupCount(db: Db, table: CountedTable | "subscribers", column: "status" | "position") {
  return db
    .selectFrom(table)
    .select([sql<string>`${sql.ref(column)}`.as("key"), (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(column)
    .execute();
}

/**
 * Rows per day. Timestamps are ISO-8601 text on both databases, so the first
 * ten characters are the UTC date: the same query works on SQLite and PostgreSQL.
 */
async function byDay(db: Db, table: CountedTable, now: Date): Promise<DayCount[]> {
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

export async function applicationStats(db: Db, now = new Date()): Promise<ApplicationStats> {
  const [statuses, positions, perDay] = await Promise.all([groupCount(db, "applications", "status"), groupCount(db, "applications", "position"), byDay(db, "applications", now)]);
  return {
    total: statuses.reduce((total, row) => total + Number(row.count), 0),
    byStatus: countsBy(applicationStatuses, statuses),
    byPosition: countsBy(applicationPositions, positions),
    byDay: perDay,
    last30Days: perDay.reduce((total, day) => total + day.count, 0),
  };
}

export async function contactStats(db: Db, now = new Date()): Promise<ContactStats> {
  const [statuses, perDay] = await Promise.all([groupCount(db, "contact_messages", "status"), byDay(db, "contact_messages", now)]);
  return {
    total: statuses.reduce((total, row) => total + Number(row.count), 0),
    byStatus: countsBy(contactStatuses, statuses),
    byDay: perDay,
    last30Days: perDay.reduce((total, day) => total + day.count, 0),
  };
}

export async function subscriberStats(db: Db): Promise<SubscriberStats> {
  const statuses = await groupCount(db, "subscribers", "status");
  return { total: statuses.reduce((total, row) => total + Number(row.count), 0), byStatus: countsBy(subscriberStatuses, statuses) };
}

export async function statsSummary(db: Db, now = new Date()): Promise<StatsSummary> {
  const [applications, contact, subscribers, posts] = await Promise.all([
    applicationStats(db, now),
    contactStats(db, now),
    subscriberStats(db),
    db
      .selectFrom("posts")
      .select([(eb) => eb.fn.countAll<number>().as("total"), (eb) => eb.fn.sum<number>("published").as("published")])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    applications,
    contact,
    subscribers,
    posts: { total: Number(posts.total), published: Number(posts.published ?? 0) },
    generatedAt: nowIso(now),
  };
}
