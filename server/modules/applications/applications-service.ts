import type { FastifyInstance } from "fastify";
import type { CareersPayload } from "#contracts/forms/careers";
import { nowIso } from "#server/lib/time";
import { groupCommitFor } from "#server/lib/group-commit";
import { queueMail } from "#server/mail/outbox-repository";
import { applicationNotification } from "#server/mail/templates";
import type { UploadedResume } from "./read-application-form";

/** Stores an application (with its resume bytes and the consent time) and queues the staff notification, in one transaction. */
export function applicationsService(app: FastifyInstance) {
  return {
    async create(application: CareersPayload, resume: UploadedResume | undefined, ip: string) {
      const now = new Date();
      const at = nowIso(now);
      const id = await groupCommitFor(app.db, app.database.dialect).run(async (trx) => {
        const row = await trx
          .insertInto("applications")
          .values({
            name: application.name,
            email: application.email,
            phone: application.phone,
            position: application.position,
            message: application.message,
            status: "new",
            resume: resume?.bytes ?? null,
            resume_filename: resume?.filename ?? null,
            resume_size: resume?.bytes.length ?? null,
            resume_consent_at: resume ? at : null,
            ip,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueMail(
          trx,
          applicationNotification(app.config, {
            id: row.id,
            ...application,
            resumeFilename: resume?.filename ?? null,
            resumeSize: resume?.bytes.length ?? null,
          }),
          now,
        );
        return row.id;
      });
      app.mailWorker.wake();
      return id;
    },
  };
}
