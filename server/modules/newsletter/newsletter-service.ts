import type { FastifyInstance } from "fastify";
import { newsletterMessages as m } from "#contracts/forms/messages";
import type { NewsletterConfirmResponse, NewsletterSubscribeResponse, NewsletterUnsubscribeResponse } from "#contracts/forms/newsletter";
import type { Subscriber } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { isUniqueViolation } from "#server/lib/form-input";
import { groupCommitFor } from "#server/lib/group-commit";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/mail/outbox-repository";
import { confirmationEmail } from "#server/mail/templates";
import { CONFIRM_TOKEN_TTL_MS, RESEND_COOLDOWN_MS, hashToken, newToken } from "./subscriber-tokens";

export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * Double opt-in: a subscription is pending until the emailed link is
 * followed. The subscriber row and its confirmation email are written in one
 * transaction, so a committed subscription always has its email queued.
 */
export function newsletterService(app: FastifyInstance) {
  const { db, config } = app;

  async function subscribeOnce(email: string, source: string, ip: string, now: Date): Promise<Answer<NewsletterSubscribeResponse> & { queued: boolean }> {
    return groupCommitFor(db, app.database.dialect).run(async (trx) => {
      const at = nowIso(now);
      const existing = await trx.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
      if (existing?.status === "confirmed") throw new HttpError(409, m.alreadySubscribed);
      const ok = { success: true, message: m.success, status: "pending" as const };
      if (existing?.status === "pending" && now.getTime() - Date.parse(existing.updated_at) < RESEND_COOLDOWN_MS) {
        return { status: 200, body: ok, queued: false };
      }
      const confirmToken = newToken();
      let unsubscribeToken: string;
      if (existing) {
        unsubscribeToken = existing.unsubscribe_token;
        await trx
          .updateTable("subscribers")
          .set({ status: "pending", source, confirm_token_hash: hashToken(confirmToken), consent_at: at, consent_ip: ip, confirmed_at: null, unsubscribed_at: null, updated_at: at })
          .where("id", "=", existing.id)
          .execute();
      } else {
        unsubscribeToken = newToken();
        await trx
          .insertInto("subscribers")
          .values({ email, status: "pending", source, confirm_token_hash: hashToken(confirmToken), unsubscribe_token: unsubscribeToken, consent_at: at, consent_ip: ip, created_at: at, updated_at: at })
          .execute();
      }
      await queueMail(trx, confirmationEmail(config, email, { confirm: confirmToken, unsubscribe: unsubscribeToken }), now);
      // A still-pending address is an existing subscription (200); a new or returning one is created anew (201).
      return { status: existing?.status === "pending" ? 200 : 201, body: ok, queued: true };
    });
  }

  return {
    async subscribe(email: string, source: string, ip: string): Promise<Answer<NewsletterSubscribeResponse>> {
      const now = new Date();
      let answer;
      try {
        answer = await subscribeOnce(email, source, ip, now);
      } catch (error) {
        // Two first-time requests for one address raced; the loser now finds the row.
        if (!isUniqueViolation(error)) throw error;
        answer = await subscribeOnce(email, source, ip, now);
      }
      if (answer.queued) app.mailWorker.wake();
      return { status: answer.status, body: answer.body };
    },

    async confirm(token: string): Promise<Answer<NewsletterConfirmResponse>> {
      const now = new Date();
      const subscriber = token ? await db.selectFrom("subscribers").selectAll().where("confirm_token_hash", "=", hashToken(token)).executeTakeFirst() : undefined;
      if (!subscriber || subscriber.status !== "pending" || now.getTime() - Date.parse(subscriber.updated_at) > CONFIRM_TOKEN_TTL_MS) {
        throw new HttpError(400, m.confirmInvalid);
      }
      const at = nowIso(now);
      // Guarded by status and hash: a concurrent unsubscribe or newer link wins.
      const result = await db
        .updateTable("subscribers")
        .set({ status: "confirmed", confirmed_at: at, confirm_token_hash: null, updated_at: at })
        .where("id", "=", subscriber.id)
        .where("status", "=", "pending")
        .where("confirm_token_hash", "=", subscriber.confirm_token_hash)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError(400, m.confirmInvalid);
      return { status: 200, body: { success: true, message: m.confirmed, email: subscriber.email, status: "confirmed" } };
    },

    async unsubscribe(token: string): Promise<Answer<NewsletterUnsubscribeResponse>> {
      const subscriber: Subscriber | undefined = token
        ? await db.selectFrom("subscribers").selectAll().where("unsubscribe_token", "=", token).executeTakeFirst()
        : undefined;
      if (!subscriber) throw new HttpError(400, m.unsubscribeInvalid);
      if (subscriber.status !== "unsubscribed") {
        const at = nowIso();
        await db
          .updateTable("subscribers")
          .set({ status: "unsubscribed", unsubscribed_at: at, confirm_token_hash: null, updated_at: at })
          .where("id", "=", subscriber.id)
          .execute();
      }
      return { status: 200, body: { success: true, message: m.unsubscribed, email: subscriber.email, status: "unsubscribed" } };
    },
  };
}
