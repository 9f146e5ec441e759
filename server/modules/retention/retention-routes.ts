import type { FastifyInstance } from "fastify";
import { adminOnly } from "#contracts/api/staff-roles";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { RetentionRequestSchema, RetentionSettingSchema, type RetentionSetting } from "#contracts/api/retention";
import { apiData, failures } from "#contracts/api/responses";
import type { Db } from "#server/db/database";
import { nowIso } from "#server/lib/time";
import { staffSecurity } from "#server/lib/staff-list-routes";
import { lastRetentionRun, monthsBefore, retentionMonths, setRetentionMonths } from "./retention-settings";

async function current(db: Db, defaultMonths: number): Promise<RetentionSetting> {
  const months = await retentionMonths(db, defaultMonths);
  return { months, defaultMonths, cutoff: nowIso(monthsBefore(new Date(), months)), lastRun: await lastRetentionRun(db) };
}

const tags = ["settings (staff)"];

/** GET/PUT /api/staff/settings/retention: how long applications are kept. */
export async function retentionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const defaultMonths = app.config.applicationRetentionMonths;

  routes.get(
    "/staff/settings/retention",
    {
      config: { roles: adminOnly },
      schema: {
        tags,
        summary: "How long applications are kept, and the last run of the rule",
        security: staffSecurity,
        response: { 200: apiData(RetentionSettingSchema), ...failures(401, 500) },
      },
    },
    async () => ({ success: true as const, data: await current(app.db, defaultMonths) }),
  );

  routes.put(
    "/staff/settings/retention",
    {
      config: { roles: adminOnly, audit: { action: "settings.retention" } },
      schema: {
        tags,
        summary: "Set how many months applications are kept",
        security: staffSecurity,
        body: RetentionRequestSchema,
        response: { 200: apiData(RetentionSettingSchema), ...failures(400, 401, 415, 500) },
      },
    },
    async (request) => {
      await setRetentionMonths(app.db, request.body.months);
      return { success: true as const, data: await current(app.db, defaultMonths) };
    },
  );
}
