import {
  contactStaffMessages as messages,
  contactStatuses,
  type ContactDetail,
  type ContactStatus,
  type ContactSummary,
} from "#contracts/api/contact";
import type { ContactStats } from "#contracts/api/stats";
import type { ContactPayload } from "#contracts/forms/contact";
import { HttpError } from "#server/errors";
import { countsBy, totalOf } from "#server/lib/daily-counts";
import type { FormServiceDeps } from "#server/lib/form-service-deps";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { contactNotification } from "#server/mail/templates";
import { preview } from "#server/lib/list-query";
import * as repo from "./contact-repository";
import { toContactDetail } from "./contact-mapper";
import { contactPersonalData } from "./contact-personal-data";

export type ContactService = ReturnType<typeof createContactService>;

function toContactSummary(row: repo.ContactRow): ContactSummary {
  const { message, ...rest } = toContactDetail(row);
  return { ...rest, messagePreview: preview(message) };
}

const csvHeader = ["ID", "Received", "First name", "Last name", "Email", "Subject", "Status", "Message"];

/** Contact messages: the public form's write and the staff screens. */
export function createContactService({ db, groupCommit, config, mailWorker }: FormServiceDeps) {
  return {
    /** Its part of a data-subject request (the people module). */
    personalData: contactPersonalData,

    /** Stores a contact message and queues the staff notification in the same transaction. */
    async create(message: ContactPayload, ip: string) {
      const now = new Date();
      const at = nowIso(now);
      const id = await groupCommit.run(async (trx) => {
        const id = await repo.insertContactMessage(trx, {
          first_name: message.firstName,
          last_name: message.lastName,
          email: message.email,
          subject: message.subject,
          message: message.message,
          status: "new",
          ip,
          created_at: at,
          updated_at: at,
        });
        await queueMail(trx, contactNotification(config, { id, ...message }), now);
        return id;
      });
      mailWorker.wake();
      return id;
    },

    async list(query: repo.ContactFilters & { page: number; limit: number }) {
      const { page, limit, ...filters } = query;
      const { rows, total } = await repo.listContactMessages(db, filters, page, limit);
      return { rows: rows.map(toContactSummary), total };
    },

    csvHeader,
    async csvRows(filters: repo.ContactFilters) {
      return (await repo.exportContactMessages(db, filters)).map((r) => [
        r.id,
        r.created_at,
        r.first_name,
        r.last_name,
        r.email,
        r.subject,
        r.status,
        r.message,
      ]);
    },

    async detail(id: number): Promise<ContactDetail> {
      const row = await repo.findContactMessage(db, id);
      if (!row) throw new HttpError(404, messages.notFound);
      return toContactDetail(row);
    },

    async changeStatus(id: number, status: ContactStatus): Promise<ContactDetail> {
      const row = await repo.setContactStatus(db, id, status);
      if (!row) throw new HttpError(404, messages.notFound);
      return toContactDetail(row);
    },

    remove: (id: number) => repo.deleteContactMessage(db, id),

    /** By status, and per day over the last 30 days. */
    async stats(now = new Date()): Promise<ContactStats> {
      const [statuses, byDay] = await Promise.all([repo.countByStatus(db), repo.countByDay(db, now)]);
      return { total: totalOf(statuses), byStatus: countsBy(contactStatuses, statuses), byDay, last30Days: totalOf(byDay) };
    },
  };
}
