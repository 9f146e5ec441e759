import {
  applicationMessages as messages,
  applicationPositions,
  applicationStatuses,
  applicationTransitions,
  type ApplicationDetail,
  type ApplicationNote,
  type ApplicationStatus,
} from "#contracts/api/applications";
import type { StaffUser } from "#contracts/api/auth";
import type { ApplicationStats } from "#contracts/api/stats";
import type { CareersPayload } from "#contracts/forms/careers";
import { HttpError } from "#server/errors";
import { countsBy, totalOf } from "#server/lib/daily-counts";
import { isForeignKeyViolation } from "#server/lib/database-errors";
import type { FormServiceDeps } from "#server/lib/form-service-deps";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/mail/outbox-repository";
import { applicationNotification } from "#server/mail/templates";
import * as repo from "./application-repository";
import { applicationCsvHeader, toApplicationCsvRow, toApplicationDetail, toApplicationSummary } from "./application-mapper";
import type { UploadedResume } from "./read-application-form";

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** Job applications: the public form's write, the staff screens and the retention rule. */
export function createApplicationService({ db, groupCommit, config, mailWorker }: FormServiceDeps) {
  async function detail(id: number): Promise<ApplicationDetail> {
    const row = await repo.findApplication(db, id);
    if (!row) throw new HttpError(404, messages.notFound);
    return toApplicationDetail(row, await repo.listNotes(db, id));
  }

  return {
    /** Stores an application (with its resume bytes and the consent time) and queues the staff notification, in one transaction. */
    async create(application: CareersPayload, resume: UploadedResume | undefined, ip: string) {
      const now = new Date();
      const at = nowIso(now);
      const id = await groupCommit.run(async (trx) => {
        const id = await repo.insertApplication(trx, {
          ...application,
          status: "new",
          resume: resume?.bytes ?? null,
          resume_filename: resume?.filename ?? null,
          resume_size: resume?.bytes.length ?? null,
          resume_consent_at: resume ? at : null,
          ip,
          created_at: at,
          updated_at: at,
        });
        const mail = applicationNotification(config, {
          id,
          ...application,
          resumeFilename: resume?.filename ?? null,
          resumeSize: resume?.bytes.length ?? null,
        });
        await queueMail(trx, mail, now);
        return id;
      });
      mailWorker.wake();
      return id;
    },

    async list(query: repo.ApplicationFilters & { page: number; limit: number }) {
      const { page, limit, ...filters } = query;
      const { rows, total } = await repo.listApplications(db, filters, page, limit);
      return { rows: rows.map(toApplicationSummary), total };
    },

    /** Applications per opening, for the staff openings list. */
    async countByOpening(openingIds: number[]): Promise<Map<number, number>> {
      const rows = await repo.countByOpening(db, [...new Set(openingIds)]);
      return new Map(rows.map((row) => [Number(row.opening_id), Number(row.count)]));
    },

    csvHeader: applicationCsvHeader,
    async csvRows(filters: repo.ApplicationFilters) {
      return (await repo.exportApplications(db, filters)).map(toApplicationCsvRow);
    },

    detail,

    async changeStatus(id: number, status: ApplicationStatus): Promise<ApplicationDetail> {
      const current = await repo.findApplication(db, id);
      if (!current) throw new HttpError(404, messages.notFound);
      if (current.status !== status) {
        const allowed = applicationTransitions[current.status].includes(status);
        if (!allowed || !(await repo.moveStatus(db, id, current.status, status))) {
          throw new HttpError(409, `This application is ${current.status} and cannot move to ${status}. Reload to see its current status.`);
        }
      }
      return detail(id);
    },

    async addNote(id: number, author: StaffUser, body: string): Promise<ApplicationNote> {
      // A deletion that commits while the insert waits for the row still fails the key check on PostgreSQL.
      const note = await repo.addNote(db, id, author.id, body).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      });
      if (!note) throw new HttpError(404, messages.notFound);
      return { id: note.id, body, createdAt: note.created_at, author: { id: author.id, email: author.email, name: author.name } };
    },

    async resume(id: number) {
      const row = await repo.findResume(db, id);
      if (!row) throw new HttpError(404, messages.notFound);
      if (!row.resume || row.resume_filename === null) throw new HttpError(404, messages.noResume);
      return { filename: row.resume_filename, bytes: Buffer.from(row.resume) };
    },

    async remove(id: number) {
      return (await repo.deleteApplications(db, { id })) > 0;
    },

    /** The dashboard's figures: by status, by position and per day over the last 30 days. */
    async stats(now = new Date()): Promise<ApplicationStats> {
      const [statuses, positions, byDay] = await Promise.all([repo.countByStatus(db), repo.countByPosition(db), repo.countByDay(db, now)]);
      return {
        total: totalOf(statuses),
        byStatus: countsBy(applicationStatuses, statuses),
        byPosition: countsBy(applicationPositions, positions),
        byDay,
        last30Days: totalOf(byDay),
      };
    },

    /** The retention rule: applications (with resumes and notes) created before `cutoff` go. */
    deleteCreatedBefore(cutoff: Date) {
      return repo.deleteApplications(db, { createdBefore: nowIso(cutoff) });
    },
  };
}
