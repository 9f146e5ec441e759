import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { retentionLimits, type ApiData, type RetentionSetting } from "#contracts/staff-api";
import type { Db } from "#server/db/database";
import { nowIso } from "#server/lib/time";
import { validate } from "#server/modules/staff/lib/validate";
import { lastRetentionRun, monthsBefore, retentionMonths, setRetentionMonths } from "./retention-settings";

const { minMonths, maxMonths } = retentionLimits;
const body = z.object({
  months: z
    .number({ error: `Months must be a whole number from ${minMonths} to ${maxMonths}` })
    .int(`Months must be a whole number from ${minMonths} to ${maxMonths}`)
    .min(minMonths, `Months must be a whole number from ${minMonths} to ${maxMonths}`)
    .max(maxMonths, `Months must be a whole number from ${minMonths} to ${maxMonths}`),
});

async function current(db: Db, defaultMonths: number): Promise<RetentionSetting> {
  const months = await retentionMonths(db, defaultMonths);
  return { months, defaultMonths, cutoff: nowIso(monthsBefore(new Date(), months)), lastRun: await lastRetentionRun(db) };
}

/** GET/PUT /api/staff/settings/retention: how long applications are kept. */
export async function retentionRoutes(app: FastifyInstance) {
  const defaultMonths = app.config.applicationRetentionMonths;

  app.get("/staff/settings/retention", async (): Promise<ApiData<RetentionSetting>> => ({ success: true, data: await current(app.db, defaultMonths) }));

  app.put("/staff/settings/retention", async (request): Promise<ApiData<RetentionSetting>> => {
    const { months } = validate(body, request.body);
    await setRetentionMonths(app.db, months);
    return { success: true, data: await current(app.db, defaultMonths) };
  });
}
