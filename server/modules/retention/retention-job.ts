import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { repeatEvery } from "#server/lib/repeating-task";
import { nowIso } from "#server/lib/time";
import type { ApplicationService } from "#server/modules/applications/application-service";
import type { AuditService } from "#server/modules/audit/audit-service";
import type { AuthService } from "#server/modules/auth/auth-service";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";
import { monthsBefore, recordRetentionRun, retentionMonths } from "./retention-settings";

const everySixHours = 6 * 60 * 60 * 1000;

/** The audit trail is kept 24 months (issue 16, decision 024), whatever the applications' setting. */
export const auditRetentionMonths = 24;

/**
 * The file transport's copies of sent mail (DATA_DIR/outbox/*.eml, issue 28) are kept this long: long enough to see
 * what a local install sent, short enough that the names and messages in them do not pile up on disk.
 */
export const mailCopyRetentionDays = 7;

/** The owners whose old rows the job deletes, each through its own service (the app's decorations). */
export interface RetentionServices {
  db: Db;
  applications: Pick<ApplicationService, "deleteCreatedBefore">;
  auth: Pick<AuthService, "purgeSpent">;
  audit: Pick<AuditService, "purgeBefore">;
}

/**
 * Deletes applications (with resumes and notes) older than the retention setting; returns how many. With
 * `mailCopies` (the app's mail worker), also the mail copies older than mailCopyRetentionDays.
 */
export async function runRetention(
  { db, applications, auth, audit }: RetentionServices,
  defaultMonths: number,
  now = new Date(),
  mailCopies?: Pick<MailWorker, "pruneCopies">,
) {
  const months = await retentionMonths(db, defaultMonths);
  const deleted = await applications.deleteCreatedBefore(monthsBefore(now, months));
  await recordRetentionRun(db, { at: nowIso(now), deleted });
  // Dead sign-in sessions are personal data too; they go on the same schedule, and with them spent sign-in links.
  await auth.purgeSpent(now);
  await audit.purgeBefore(nowIso(monthsBefore(now, auditRetentionMonths)));
  await mailCopies?.pruneCopies(new Date(now.getTime() - mailCopyRetentionDays * 24 * 60 * 60 * 1000));
  return deleted;
}

/**
 * Runs the retention rule when the server starts and every six hours. The timer
 * is unref'd (it never keeps the process alive) and stops when the app closes;
 * a run in progress is awaited so the database is not closed under it.
 */
export async function retentionJob(app: FastifyInstance, { intervalMs = everySixHours }: { intervalMs?: number } = {}) {
  repeatEvery(
    app,
    intervalMs,
    async () => {
      const deleted = await runRetention(app, app.config.applicationRetentionMonths, new Date(), app.mailWorker);
      if (deleted > 0) app.log.info({ deleted }, "retention: deleted old applications");
    },
    { onFailure: (error) => app.log.error({ err: error }, "retention: run failed"), runWhenReady: true },
  );
}
