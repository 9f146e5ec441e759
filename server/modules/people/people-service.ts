import type { ErasureCounts, PersonRecords } from "#contracts/api/people";
import { peopleMessages, type BusinessRecordChoice } from "#contracts/api/people";
import { fill } from "#contracts/fill";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { PersonCorrection } from "#server/lib/personal-data";
import type { ApplicationService } from "#server/modules/applications/application-service";
import type { AuditRecord, AuditService } from "#server/modules/audit/audit-service";
import type { CampaignService } from "#server/modules/campaigns/campaign-service";
import type { ContactService } from "#server/modules/contact/contact-service";
import type { MailOutboxService } from "#server/modules/mail-outbox/mail-outbox-service";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";
import type { NewsletterService } from "#server/modules/newsletter/newsletter-service";
import type { QuoteStaffService } from "#server/modules/quotes/quote-staff-service";
import type { ShipmentService } from "#server/modules/shipments/shipment-service";

export type PeopleService = ReturnType<typeof createPeopleService>;

/** The owners of personal data, each answering through its own service (their queries stay in their modules). */
export interface PeopleServiceDeps {
  db: Db;
  applications: Pick<ApplicationService, "personalData">;
  contact: Pick<ContactService, "personalData">;
  quotes: Pick<QuoteStaffService, "personalData">;
  shipments: Pick<ShipmentService, "personalData">;
  newsletter: Pick<NewsletterService, "personalData">;
  mailOutbox: Pick<MailOutboxService, "personalData">;
  campaigns: Pick<CampaignService, "sentTo">;
  audit: Pick<AuditService, "record" | "forgetTriedAddress">;
  mailCopies: Pick<MailWorker, "forgetCopies">;
}

/**
 * Data-subject requests (issue 16, decision 024): everything held about one e-mail address, read through
 * each table's owner service, corrected or erased in one transaction. The erasure's record (who,
 * when, how many of each kind; never the address) is written in the same transaction, so an erasure
 * never happens unrecorded.
 */
export function createPeopleService({
  db,
  applications,
  contact,
  quotes,
  shipments,
  newsletter,
  mailOutbox,
  campaigns,
  audit,
  mailCopies,
}: PeopleServiceDeps) {
  const quoteData = quotes.personalData;
  const shipmentData = shipments.personalData;

  async function find(email: string, from: Db = db): Promise<PersonRecords> {
    const [apps, messages, quoteRows, shipmentRows, subscriptions, mail, sentCampaigns] = await Promise.all([
      applications.personalData.find(from, email),
      contact.personalData.find(from, email),
      quoteData.find(from, email),
      shipmentData.find(from, email),
      newsletter.personalData.find(from, email),
      mailOutbox.personalData.find(from, email),
      campaigns.sentTo(from, email),
    ]);
    return {
      email,
      applications: apps,
      contactMessages: messages,
      quotes: quoteRows,
      shipments: shipmentRows,
      subscriptions,
      mail,
      campaigns: sentCampaigns,
    };
  }

  return {
    find: (email: string) => find(email),

    async exportFile(email: string) {
      return { ...(await find(email)), exportedAt: new Date().toISOString() };
    },

    /** Corrects name, e-mail and phone wherever the address appears; answers the records as they now are. */
    async correct(email: string, change: PersonCorrection) {
      const now = await db.transaction().execute(async (trx) => {
        const counts = [
          await applications.personalData.correct(trx, email, change),
          await contact.personalData.correct(trx, email, change),
          await quoteData.correct(trx, email, change),
          await shipmentData.correct(trx, email, change),
          await newsletter.personalData.correct(trx, email, change),
        ];
        if (counts.every((n) => n === 0)) throw new HttpError(404, peopleMessages.nothingHeld);
        return find(change.email ?? email, trx);
      });
      return now;
    },

    /**
     * Deletes every row about the address in every table (résumés are bytes of their application row), and the
     * file transport's copies of its mail. Records kept for business or tax reasons (a won quote, a shipment) stop it with 409
     * naming them, unless `businessRecords` says to anonymise them (the business facts stay) or to erase them too.
     */
    async erase(
      email: string,
      by: Omit<AuditRecord, "action" | "details" | "subject">,
      businessRecords?: BusinessRecordChoice,
    ): Promise<ErasureCounts> {
      const { counts, mailIds } = await db.transaction().execute(async (trx) => {
        const labels = [...(await quoteData.kept(trx, email)), ...(await shipmentData.kept(trx, email))];
        if (labels.length > 0 && !businessRecords) {
          throw new HttpError(
            409,
            fill(peopleMessages.keptRecords, { records: labels.join(", ") }),
            labels.map((label) => ({ field: "businessRecords", code: "keptRecord", message: label })),
          );
        }
        const anonymisedQuotes = businessRecords === "anonymise" ? await quoteData.anonymise(trx, email) : 0;
        const anonymisedShipments = businessRecords === "anonymise" ? await shipmentData.anonymise(trx, email) : 0;
        const mailIds = await mailOutbox.personalData.erase(trx, email);
        const counts: ErasureCounts = {
          applications: await applications.personalData.erase(trx, email),
          contactMessages: await contact.personalData.erase(trx, email),
          quotes: await quoteData.erase(trx, email),
          ...(anonymisedQuotes > 0 ? { anonymisedQuotes } : {}),
          shipments: await shipmentData.erase(trx, email),
          ...(anonymisedShipments > 0 ? { anonymisedShipments } : {}),
          subscriptions: await newsletter.personalData.erase(trx, email),
          mail: mailIds.length,
          signInAttempts: await audit.forgetTriedAddress(email, trx),
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
