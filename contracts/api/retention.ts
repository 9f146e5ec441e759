/** GET and PUT /api/staff/settings/retention: how long applications are kept. */
import { z } from "zod/mini";

export const retentionLimits = { minMonths: 1, maxMonths: 120 } as const;

const monthsMessage = `Months must be a whole number from ${retentionLimits.minMonths} to ${retentionLimits.maxMonths}`;

export const RetentionSettingSchema = z.object({
  months: z.number(),
  /** The server's default (APPLICATION_RETENTION_MONTHS). */
  defaultMonths: z.number(),
  /** Applications created before this moment are deleted by the next run. */
  cutoff: z.string(),
  lastRun: z.nullable(z.object({ at: z.string(), deleted: z.number() })),
});
export type RetentionSetting = z.infer<typeof RetentionSettingSchema>;

export const RetentionRequestSchema = z.object({
  months: z
    .number({ error: monthsMessage })
    .check(z.int(monthsMessage), z.gte(retentionLimits.minMonths, monthsMessage), z.lte(retentionLimits.maxMonths, monthsMessage)),
});
export type RetentionRequest = z.infer<typeof RetentionRequestSchema>;
