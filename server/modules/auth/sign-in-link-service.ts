import { signInLinkLimits } from "#contracts/api/sign-in-link";
import type { Config } from "#server/config";
import type { Db } from "#server/db/database";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { staffSignInLinkEmail } from "#server/mail/staff-sign-in-link-template";
import { createSessionToken, hashSessionToken, sessionTokenPattern } from "./session-token";
import { giveBackLinkPassword, insertSignInLink, linkSentSince, takeLinkPassword, useSignInLink } from "./sign-in-link-repository";
import { findStaffUserByEmail, normaliseEmail } from "./staff-user-repository";

export type SignInLinkService = ReturnType<typeof createSignInLinkService>;

const minute = 60_000;

/**
 * Sign-in links for an account under a guessing attack (issue 28, docs/decisions/032-sign-in-link-during-an-attack.md):
 * e-mailed to the account's own address, at most one per interval; the holder signs in past the ceiling per
 * account of decision 017 with at most a few passwords, once.
 */
export function createSignInLinkService(deps: {
  db: Db;
  config: Pick<Config, "publicUrl" | "mail">;
  mailWorker: Pick<MailWorker, "wake">;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * E-mails a link to an enabled account with this address, unless one went to it within the interval. The caller
     * answers alike whatever happened; the account a link was mailed to is returned for the audit trail.
     */
    async send(email: string): Promise<{ id: number; email: string } | undefined> {
      const user = await findStaffUserByEmail(db, email);
      if (!user || user.disabled_at) return undefined;
      const at = now();
      const token = createSessionToken();
      const sent = await db.transaction().execute(async (trx) => {
        if (await linkSentSince(trx, user.id, new Date(at.getTime() - signInLinkLimits.mailIntervalMinutes * minute))) return false;
        await insertSignInLink(trx, {
          userId: user.id,
          tokenHash: hashSessionToken(token),
          createdAt: at,
          expiresAt: new Date(at.getTime() + signInLinkLimits.validMinutes * minute),
        });
        await queueMail(
          trx,
          staffSignInLinkEmail(deps.config, { email: user.email, token, validMinutes: signInLinkLimits.validMinutes }),
          at,
        );
        return true;
      });
      if (!sent) return undefined;
      deps.mailWorker.wake();
      return { id: user.id, email: user.email };
    },

    /** Takes one password for a link sent with a sign-in; the link's id when it is good for this account, else undefined. */
    async take(email: string, token: string | undefined) {
      if (!token || !sessionTokenPattern.test(token)) return undefined;
      return takeLinkPassword(db, {
        email: normaliseEmail(email),
        tokenHash: hashSessionToken(token),
        now: now(),
        limit: signInLinkLimits.passwords,
      });
    },

    /** The password sent with the link was not judged (throttled, or the database away): the link keeps it. */
    giveBack: (id: number) => giveBackLinkPassword(db, id),

    /** The sign-in the link was sent with succeeded: the link works no more. */
    use: (id: number) => useSignInLink(db, id, now()),
  };
}
