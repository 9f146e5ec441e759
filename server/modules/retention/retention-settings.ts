import { retentionLimits } from "#contracts/api/retention";
import type { Db } from "#server/db/database";
import { readSetting, writeSetting } from "#server/lib/settings-store";

const monthsKey = "application_retention_months";
const lastRunKey = "application_retention_last_run";

/** Months applications are kept: the staff setting, else the server's default. */
export async function retentionMonths(db: Db, defaultMonths: number) {
  const stored = Number(await readSetting(db, monthsKey));
  return Number.isInteger(stored) && stored >= retentionLimits.minMonths && stored <= retentionLimits.maxMonths ? stored : defaultMonths;
}

export function setRetentionMonths(db: Db, months: number) {
  return writeSetting(db, monthsKey, String(months));
}

export async function lastRetentionRun(db: Db): Promise<{ at: string; deleted: number } | null> {
  try {
    const value = JSON.parse((await readSetting(db, lastRunKey)) ?? "null") as { at?: unknown; deleted?: unknown } | null;
    return value && typeof value.at === "string" && typeof value.deleted === "number" ? { at: value.at, deleted: value.deleted } : null;
  } catch {
    return null;
  }
}

export function recordRetentionRun(db: Db, run: { at: string; deleted: number }) {
  return writeSetting(db, lastRunKey, JSON.stringify(run));
}

/** The moment `months` calendar months before `now` (31 March minus one month is 28/29 February, not 3 March). */
export function monthsBefore(now: Date, months: number) {
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const daysInMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, daysInMonth));
  return target;
}
