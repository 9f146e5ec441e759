import type { ConfirmResponse, SubscribeResponse, UnsubscribeResponse } from "#contracts/api/newsletter";
import type { SubscriberStats } from "#contracts/api/stats";
import { subscriberStatuses, type SubscriberSummary } from "#contracts/api/subscribers";
import { newsletterMessages } from "#contracts/forms/newsletter-messages";
import type { LanguageCode } from "#contracts/languages";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { countsBy, totalOf } from "#server/lib/daily-counts";
import { isUniqueViolation } from "#server/lib/database-errors";
import type { FormServiceDeps } from "#server/lib/form-service-deps";
import { nowIso } from "#server/lib/time";
import { cancelStreamMailTo, queueMail, queueStreamMail, type DbOrTx } from "#server/modules/mail-outbox/outbox";
import type { Expression } from "kysely";
import { subscriberMessages } from "#contracts/api/subscribers";
import { languages, type LanguageCode as SiteLanguage } from "#contracts/languages";
import { confirmationEmail } from "#server/mail/templates";
import * as repo from "./subscriber-repository";
import { hashLinkToken, newLinkToken } from "#server/lib/link-token";
import { CONFIRM_TOKEN_TTL_MS, RESEND_COOLDOWN_MS } from "./subscriber-tokens";
import { subscriberPersonalData } from "./subscriber-personal-data";

export type NewsletterService = ReturnType<typeof createNewsletterService>;

function toSubscriberSummary(row: repo.SubscriberRow): SubscriberSummary {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    consentAt: row.consent_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    createdAt: row.created_at,
  };
}

const csvHeader = ["ID", "Email", "Status", "Source", "Subscribed", "Consent", "Confirmed", "Unsubscribed"];

/** A newsletter answer by code, with its English. */
const said = (code: keyof typeof newsletterMessages) => codedMessage(newsletterMessages, code);

/**
 * Double opt-in: a subscription is pending until the emailed link is
 * followed. The subscriber row and its confirmation email are written in one
 * transaction, so a committed subscription always has its email queued.
 */
export function createNewsletterService({ db, groupCommit, config, mailWorker }: FormServiceDeps) {
  async function subscribeOnce(email: string, source: string, lang: LanguageCode, ip: string, now: Date) {
    return groupCommit.run(async (trx) => {
      const at = nowIso(now);
      const existing = await repo.findByEmail(trx, email);
      if (existing?.status === "confirmed") throw new HttpError(409, said("alreadySubscribed"));
      if (existing?.status === "pending" && now.getTime() - Date.parse(existing.updated_at) < RESEND_COOLDOWN_MS) {
        // docs/product/decisions.md (Forms): no second email within the cooldown, and the answer says so.
        return { status: 200 as const, ...said("resendWait"), queued: false };
      }
      const confirmToken = newLinkToken();
      const pending = { source, lang, confirmTokenHash: hashLinkToken(confirmToken), ip, at };
      let unsubscribeToken: string;
      if (existing) {
        unsubscribeToken = existing.unsubscribe_token;
        await repo.makePending(trx, existing.id, pending);
      } else {
        unsubscribeToken = newLinkToken();
        await repo.insertPending(trx, email, unsubscribeToken, pending);
      }
      await queueMail(trx, confirmationEmail(config, email, { confirm: confirmToken, unsubscribe: unsubscribeToken }, lang), now);
      // A still-pending address is an existing subscription (200); a new or returning one is created anew (201).
      return existing?.status === "pending"
        ? { status: 200 as const, ...said("resent"), queued: true }
        : { status: 201 as const, ...said("success"), queued: true };
    });
  }

  return {
    /** Its part of a data-subject request (the people module). */
    personalData: subscriberPersonalData,

    /** `lang` is the page's language (issue 13): the confirmation is written in it, and it is stored for later mails. */
    async subscribe(
      email: string,
      source: string,
      lang: LanguageCode,
      ip: string,
    ): Promise<{ status: 200 | 201; body: SubscribeResponse }> {
      const now = new Date();
      let answer;
      try {
        answer = await subscribeOnce(email, source, lang, ip, now);
      } catch (error) {
        // Two first-time requests for one address raced; the loser now finds the row.
        if (!isUniqueViolation(error)) throw error;
        answer = await subscribeOnce(email, source, lang, ip, now);
      }
      if (answer.queued) mailWorker.wake();
      return { status: answer.status, body: { success: true, code: answer.code, message: answer.message, status: "pending" } };
    },

    /** 400 confirmInvalid for an unknown, used, replaced or expired link. */
    async confirm(token: string | undefined): Promise<ConfirmResponse> {
      const now = new Date();
      const subscriber = token ? await repo.findByConfirmHash(db, hashLinkToken(token)) : undefined;
      if (
        !subscriber?.confirm_token_hash ||
        subscriber.status !== "pending" ||
        now.getTime() - Date.parse(subscriber.updated_at) > CONFIRM_TOKEN_TTL_MS ||
        !(await repo.confirmPending(db, subscriber.id, subscriber.confirm_token_hash, nowIso(now)))
      ) {
        throw new HttpError(400, said("confirmInvalid"));
      }
      return { success: true, ...said("confirmed"), email: subscriber.email, status: "confirmed" };
    },

    /** Idempotent: a second press answers the same. 400 unsubscribeInvalid for an unknown token. */
    async unsubscribe(token: string | undefined): Promise<UnsubscribeResponse> {
      const subscriber = token ? await repo.findByUnsubscribeToken(db, token) : undefined;
      if (!subscriber) throw new HttpError(400, said("unsubscribeInvalid"));
      // Their waiting campaign mail goes in the same transaction: nothing further reaches them (issue 32).
      if (subscriber.status !== "unsubscribed")
        await db.transaction().execute(async (trx) => {
          await repo.markUnsubscribed(trx, subscriber.id);
          await cancelStreamMailTo(trx, subscriber.email);
        });
      return { success: true, ...said("unsubscribed"), email: subscriber.email, status: "unsubscribed" };
    },

    async list(query: repo.SubscriberFilters & { page: number; limit: number }) {
      const { page, limit, ...filters } = query;
      const { rows, total } = await repo.listSubscribers(db, filters, page, limit);
      return { rows: rows.map(toSubscriberSummary), total };
    },

    csvHeader,
    async csvRows(filters: repo.SubscriberFilters) {
      return (await repo.exportSubscribers(db, filters)).map((r) => [
        r.id,
        r.email,
        r.status,
        r.source,
        r.created_at,
        r.consent_at,
        r.confirmed_at,
        r.unsubscribed_at,
      ]);
    },

    remove: (id: number) => repo.deleteSubscriber(db, id),

    /**
     * Queues a campaign's mail for its audience inside the caller's transaction (issue 32): the confirmed subscribers
     * of `audience` (every language when empty), each in one INSERT … SELECT per language with the mail `templateFor`
     * that language gives, the database putting each subscriber's unsubscribe token in. Answers how many were queued.
     */
    async queueCampaign(
      trx: DbOrTx,
      options: {
        streamId: number;
        audience: readonly SiteLanguage[];
        tokenPlaceholder: string;
        templateFor: (lang: SiteLanguage) => repo.CampaignMailTemplate;
        now: Date;
        onlyAddresses?: Expression<unknown>;
      },
    ) {
      const at = nowIso(options.now);
      const chosen = options.audience.length > 0 ? options.audience : languages.map((language) => language.code);
      let queued = 0;
      for (const lang of chosen) {
        const rows = repo.campaignRowsOf(trx, {
          lang,
          template: options.templateFor(lang),
          tokenPlaceholder: options.tokenPlaceholder,
          streamId: options.streamId,
          at,
          onlyAddresses: options.onlyAddresses,
        });
        queued += await queueStreamMail(trx, rows);
      }
      return queued;
    },

    /** How many subscribers a campaign for `audience` (every language when empty) would be sent to now. */
    audienceSize: (audience: readonly SiteLanguage[]) => repo.countConfirmedIn(db, audience),

    /** A campaign mail to the address was refused for good: marked bounced, its other waiting campaign mail taken out. */
    async markBounced(email: string) {
      await db.transaction().execute(async (trx) => {
        await repo.markBounced(trx, email);
        await cancelStreamMailTo(trx, email);
      });
    },

    /** Staff clear a bounce (the address was fixed, or the outage is over): the subscriber is confirmed again. */
    async clearBounce(id: number): Promise<SubscriberSummary> {
      if (!(await repo.clearBounce(db, id))) {
        if (!(await repo.findSubscriber(db, id))) throw new HttpError(404, subscriberMessages.notFound);
        throw new HttpError(409, subscriberMessages.notBounced);
      }
      return toSubscriberSummary((await repo.findSubscriber(db, id))!);
    },

    /** How many of these addresses (a subquery) unsubscribed at or after `since`: a campaign's report. */
    unsubscribedAmong: (addresses: Expression<unknown>, since: string) => repo.countUnsubscribedAmong(db, addresses, since),

    async stats(): Promise<SubscriberStats> {
      const statuses = await repo.countByStatus(db);
      return { total: totalOf(statuses), byStatus: countsBy(subscriberStatuses, statuses) };
    },
  };
}
