import type { ErasureCounts, PersonRecords } from "#contracts/api/people";
import { keptQuoteStatuses, keptRecordLabel, peopleMessages, type BusinessRecordChoice } from "#contracts/api/people";
import { fill } from "#contracts/fill";
import { quoteReference } from "#contracts/api/quotes";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { MailWorker } from "#server/mail/mail-worker";
import { findMailOf, eraseMailOf } from "#server/mail/outbox-repository";
import * as applications from "#server/modules/applications/application-repository";
import { forgetTriedAddress } from "#server/modules/audit/audit-repository";
import type { AuditRecord, AuditService } from "#server/modules/audit/audit-service";
import * as contact from "#server/modules/contact/contact-repository";
import { toContactDetail } from "#server/modules/contact/contact-service";
import * as subscribers from "#server/modules/newsletter/subscriber-repository";
import * as quotes from "#server/modules/quotes/quote-repository";

export type PeopleService = ReturnType<typeof createPeopleService>;

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/**
 * Data-subject requests (issue 16, decision 024): everything held about one e-mail address, read from
 * each table's owner repository, corrected or erased in one transaction. The erasure's record (who,
 * when, how many of each kind; never the address) is written in the same transaction, so an erasure
 * never happens unrecorded.
 */
export function createPeopleService(db: Db, audit: AuditService, mailCopies: Pick<MailWorker, "forgetCopies">) {
  async function find(email: string, from: Db = db): Promise<PersonRecords> {
    const [apps, messages, quoteRows, subscriptions, mail] = await Promise.all([
      applications.findApplicationsByEmail(from, email),
      contact.findContactMessagesByEmail(from, email),
      quotes.findQuotesByEmail(from, email),
      subscribers.findSubscriptionsByEmail(from, email),
      findMailOf(from, email),
    ]);
    return {
      email,
      applications: apps.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        phone: a.phone,
        position: a.position,
        message: a.message,
        status: a.status,
        resumeFilename: a.resume_filename,
        notes: a.notes.map((n) => ({ body: n.body, createdAt: n.created_at })),
        createdAt: a.created_at,
      })),
      contactMessages: messages.map(toContactDetail),
      quotes: quoteRows.map((q) => ({
        id: q.id,
        reference: quoteReference(q.id, q.created_at),
        name: q.name,
        company: q.company,
        email: q.email,
        phone: q.phone,
        status: q.status,
        details: parsed(q.details),
        createdAt: q.created_at,
      })),
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        email: s.email,
        status: s.status,
        source: s.source,
        consentAt: s.consent_at,
        confirmedAt: s.confirmed_at,
        unsubscribedAt: s.unsubscribed_at,
      })),
      mail: mail.map((m) => ({
        id: m.id,
        kind: m.kind,
        toAddress: m.to_address,
        subject: m.subject,
        status: m.status,
        createdAt: m.created_at,
      })),
    };
  }

  return {
    find: (email: string) => find(email),

    async exportFile(email: string) {
      return { ...(await find(email)), exportedAt: new Date().toISOString() };
    },

    /** Corrects name, e-mail and phone wherever the address appears; answers the records as they now are. */
    async correct(email: string, change: { name?: string; email?: string; phone?: string }) {
      const now = await db.transaction().execute(async (trx) => {
        const counts = [
          await applications.correctApplicationsOf(trx, email, change),
          await contact.correctContactMessagesOf(trx, email, change),
          await quotes.correctQuotesOf(trx, email, change),
          await subscribers.correctSubscriptionsOf(trx, email, change),
        ];
        if (counts.every((n) => n === 0)) throw new HttpError(404, peopleMessages.nothingHeld);
        return find(change.email ?? email, trx);
      });
      return now;
    },

    /**
     * Deletes every row about the address in every table (résumés are bytes of their application row), and the
     * file transport's copies of its mail. Records kept for business or tax reasons (a won quote) stop it with 409
     * naming them, unless `businessRecords` says to anonymise them (the business facts stay) or to erase them too.
     */
    async erase(
      email: string,
      by: Omit<AuditRecord, "action" | "details" | "subject">,
      businessRecords?: BusinessRecordChoice,
    ): Promise<ErasureCounts> {
      const { counts, mailIds } = await db.transaction().execute(async (trx) => {
        const kept = await quotes.findQuotesOfIn(trx, email, keptQuoteStatuses);
        if (kept.length > 0 && !businessRecords) {
          const labels = kept.map((q) => keptRecordLabel({ reference: quoteReference(q.id, q.created_at), status: q.status }));
          throw new HttpError(
            409,
            fill(peopleMessages.keptRecords, { records: labels.join(", ") }),
            labels.map((label) => ({ field: "businessRecords", code: "keptRecord", message: label })),
          );
        }
        const anonymisedQuotes = businessRecords === "anonymise" ? await quotes.anonymiseQuotesOf(trx, email, keptQuoteStatuses) : 0;
        const mailIds = await eraseMailOf(trx, email);
        const counts: ErasureCounts = {
          applications: await applications.eraseApplicationsOf(trx, email),
          contactMessages: await contact.eraseContactMessagesOf(trx, email),
          quotes: await quotes.eraseQuotesOf(trx, email),
          ...(anonymisedQuotes > 0 ? { anonymisedQuotes } : {}),
          subscriptions: await subscribers.eraseSubscriptionsOf(trx, email),
          mail: mailIds.length,
          signInAttempts: await forgetTriedAddress(trx, email),
        };
        if (Object.values(counts).every((n) => n === 0)) throw new HttpError(404, peopleMessages.nothingHeld);
        await audit.record({ ...by, action: "person.erase", subject: { type: "person" }, details: counts }, trx);
        return { counts, mailIds };
      });
      // After the commit: a file deleted for an erasure that then rolled back could not be brought back.
      await mailCopies.forgetCopies(mailIds);
      return counts;
    },
  };
}
