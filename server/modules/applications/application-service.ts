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
import { visitorLanguageOf } from "#contracts/forms/fields";
import { careersMessages } from "#contracts/forms/messages";
import { HttpError, unavailableMessage } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { countsBy, totalOf } from "#server/lib/daily-counts";
import { isForeignKeyViolation } from "#server/lib/database-errors";
import type { FormServiceDeps } from "#server/lib/form-service-deps";
import { newStaffNote } from "#server/lib/staff-notes";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { applicationConfirmation, applicationNotification } from "#server/mail/templates";
import * as repo from "./application-repository";
import {
  applicationCsvHeader,
  toApplicationCsvRow,
  toApplicationDetail,
  toApplicationSummary,
  toOpeningCounts,
  type OpeningTitles,
} from "./application-mapper";
import type { UploadedResume } from "./read-application-form";
import { applicationPersonalData } from "./application-personal-data";

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** What applications need of the openings module (issue 15), which owns that table. */
export interface ApplicationOpenings {
  /** The opening named by an application, while it takes applications; else null. */
  openForApplication(id: number): Promise<{ id: number; title: string } | null>;
  titles(ids: number[]): Promise<OpeningTitles>;
}

/** The caps on stored résumés (RESUME_STORAGE_MAX_MB, RESUME_STORAGE_PER_ADDRESS_DAY_MB), and who is told of a refusal. */
export interface ResumeStorage {
  maxBytes: number;
  perAddressDayBytes: number;
  onRefused(why: "full" | "address", details: Record<string, unknown>): void;
}

/** A full store stays full until staff delete applications or the retention job runs: an hour, not the usual 5 s. */
const storageFullRetryAfterSeconds = 3_600;
const dayMs = 24 * 60 * 60_000;

/** Job applications: the public form's write, the staff screens and the retention rule. */
export function createApplicationService(
  { db, groupCommit, config, mailWorker }: FormServiceDeps,
  openings: ApplicationOpenings,
  storage: ResumeStorage,
) {
  const titlesFor = (rows: { opening_id: number | null }[]) =>
    openings.titles(rows.flatMap((row) => (row.opening_id === null ? [] : [row.opening_id])));

  /**
   * Refuses a résumé that would take the stored résumés past their cap (503: the disk must not fill, issue 33) or
   * its address past its day's share (429, the form's own "too many" message: one address stored 437 MB in seconds).
   * Uploads read at the same moment (four at most) may each pass the check before any is stored: the caps hold to
   * within that many résumés.
   */
  async function checkResumeStorage(bytes: number, ip: string, now: Date) {
    const since = nowIso(new Date(now.getTime() - dayMs));
    const [stored, fromAddress] = await Promise.all([repo.storedResumeBytes(db), repo.storedResumeBytes(db, { ip, since })]);
    if (stored + bytes > storage.maxBytes) {
      storage.onRefused("full", { storedBytes: stored, maxBytes: storage.maxBytes });
      throw new HttpError(503, unavailableMessage, undefined, storageFullRetryAfterSeconds);
    }
    if (fromAddress + bytes > storage.perAddressDayBytes) {
      storage.onRefused("address", { ip, storedBytesToday: fromAddress, perAddressDayBytes: storage.perAddressDayBytes });
      throw new HttpError(429, codedMessage(careersMessages, "tooManyRequests"), undefined, storageFullRetryAfterSeconds);
    }
  }

  async function detail(id: number): Promise<ApplicationDetail> {
    const row = await repo.findApplication(db, id);
    if (!row) throw new HttpError(404, messages.notFound);
    return toApplicationDetail(row, await repo.listNotes(db, id), await titlesFor([row]));
  }

  return {
    /** Its part of a data-subject request (the people module). */
    personalData: applicationPersonalData,

    /**
     * Stores an application (with its resume bytes, the consent time, the opening it is for and the page's language)
     * and queues the staff notification and the applicant's confirmation (in that language), in one transaction.
     */
    async create(
      application: CareersPayload,
      resume: UploadedResume | undefined,
      ip: string,
      opening: { id: number; title: string } | null = null,
    ) {
      const now = new Date();
      const at = nowIso(now);
      const lang = visitorLanguageOf(application);
      if (resume) await checkResumeStorage(resume.bytes.length, ip, now);
      const id = await groupCommit.run(async (trx) => {
        const id = await repo.insertApplication(trx, {
          ...application,
          lang,
          status: "new",
          resume: resume?.bytes ?? null,
          resume_filename: resume?.filename ?? null,
          resume_size: resume?.bytes.length ?? null,
          resume_consent_at: resume ? at : null,
          opening_id: opening?.id ?? null,
          ip,
          created_at: at,
          updated_at: at,
        });
        const mail = applicationNotification(config, {
          id,
          ...application,
          resumeFilename: resume?.filename ?? null,
          resumeSize: resume?.bytes.length ?? null,
          opening: opening?.title ?? null,
        });
        await queueMail(trx, mail, now);
        await queueMail(
          trx,
          applicationConfirmation(config, { name: application.name, email: application.email, opening: opening?.title ?? null }, lang),
          now,
        );
        return id;
      });
      mailWorker.wake();
      return id;
    },

    async list(query: repo.ApplicationFilters & { page: number; limit: number }) {
      const { page, limit, ...filters } = query;
      const { rows, total } = await repo.listApplications(db, filters, page, limit);
      const titles = await titlesFor(rows);
      return { rows: rows.map((row) => toApplicationSummary(row, titles)), total };
    },

    /** Bytes of all stored résumés (the resume_storage_bytes metric). */
    storedResumeBytes: () => repo.storedResumeBytes(db),

    /** Applications per opening, for the staff openings list. */
    async countByOpening(openingIds: number[]): Promise<Map<number, number>> {
      const rows = await repo.countByOpening(db, [...new Set(openingIds)]);
      return new Map(rows.map((row) => [Number(row.opening_id), Number(row.count)]));
    },

    csvHeader: applicationCsvHeader,
    async csvRows(filters: repo.ApplicationFilters) {
      const rows = await repo.exportApplications(db, filters);
      const titles = await titlesFor(rows);
      return rows.map((row) => toApplicationCsvRow(row, titles));
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
      return newStaffNote(note, author, body);
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

    /** The dashboard's figures: by status, by position, per opening and per day over the last 30 days. */
    async stats(now = new Date()): Promise<ApplicationStats> {
      const [statuses, positions, perOpening, byDay] = await Promise.all([
        repo.countByStatus(db),
        repo.countByPosition(db),
        repo.countPerOpening(db),
        repo.countByDay(db, now),
      ]);
      const titles = await titlesFor(perOpening);
      return {
        total: totalOf(statuses),
        byStatus: countsBy(applicationStatuses, statuses),
        byPosition: countsBy(applicationPositions, positions),
        byOpening: toOpeningCounts(perOpening, titles),
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
