import type { FastifyInstance } from "fastify";
import type { ContactPayload } from "#contracts/forms/contact";
import { nowIso } from "#server/lib/time";
import { groupCommitFor } from "#server/lib/group-commit";
import { queueMail } from "#server/mail/outbox-repository";
import { contactNotification } from "#server/mail/templates";

/** Stores a contact message and queues the staff notification in the same transaction. */
export function contactService(app: FastifyInstance) {
  return {
    async create(message: ContactPayload, ip: string) {
      const now = new Date();
      const at = nowIso(now);
      const id = await groupCommitFor(app.db, app.database.dialect).run(async (trx) => {
        const row = await trx
          .insertInto("contact_messages")
          .values({
            first_name: message.firstName,
            last_name: message.lastName,
            email: message.email,
            subject: message.subject,
            message: message.message,
            status: "new",
            ip,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueMail(trx, contactNotification(app.config, { id: row.id, ...message }), now);
        return row.id;
      });
      app.mailWorker.wake();
      return id;
    },
  };
}
