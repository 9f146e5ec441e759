import type { OutboxListQuerySchema, OutboxMail, OutboxSummary } from "#contracts/api/mail-outbox";
import { outboxMessages } from "#contracts/api/mail-outbox";
import type { z } from "zod/mini";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";
import { findMailStatus, listUnsentMail, outboxDepth, retryMail, type UnsentMailRow } from "./outbox-repository";
import { outboxPersonalData } from "./outbox-personal-data";

export interface MailOutboxDeps {
  db: Db;
  mailWorker: Pick<MailWorker, "wake">;
}

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;

function toOutboxMail(row: UnsentMailRow): OutboxMail {
  const status = row.status === "failed" ? "failed" : "pending";
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status,
    attempts: row.attempts,
    lastError: row.last_error,
    // A failed mail keeps the time of its last planned try, which will never come: staff retry it.
    nextAttemptAt: status === "pending" ? row.next_attempt_at : null,
    createdAt: row.created_at,
    retriedAt: row.retried_at,
  };
}

/**
 * The outbox's service (this module owns the table; the worker beside it sends): the staff's view of what has not
 * gone out, a retry that sends one now, the depth for the dashboard and the metrics, and the data-subject requests.
 */
export function createMailOutboxService({ db, mailWorker }: MailOutboxDeps) {
  return {
    /** Its part of a data-subject request (the people module). */
    personalData: outboxPersonalData,

    async list(query: z.output<typeof OutboxListQuerySchema>) {
      const { rows, total } = await listUnsentMail(db, { ...query, status: query.status || undefined });
      return { rows: rows.map(toOutboxMail), total };
    },

    summary(): Promise<OutboxSummary> {
      return outboxDepth(db);
    },

    /** Puts a pending or failed mail back to be sent now, with a fresh 7-day retry window, and wakes the worker. */
    async retry(id: number, now = new Date()): Promise<OutboxMail> {
      const row = await retryMail(db, id, now);
      if (!row) {
        const current = await findMailStatus(db, id);
        if (!current) throw new HttpError(404, outboxMessages.notFound);
        throw new HttpError(409, current.status === "sent" ? outboxMessages.alreadySent : outboxMessages.sending);
      }
      mailWorker.wake();
      return toOutboxMail(row);
    },
  };
}
