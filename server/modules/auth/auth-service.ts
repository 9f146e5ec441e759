import { staffMessages } from "#contracts/api/auth";
import { secondFactorLimits } from "#contracts/api/second-factor";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { AttemptCounter } from "./attempt-counter";
import { createGate, GateFullError } from "./kdf-gate";
import { createDummyCheck, defaultScryptParams, paramsOf, verifyPassword } from "./password";
import { createSession, purgeDeadSessions } from "./session-repository";
import { purgeOldSignInLinks } from "./sign-in-link-repository";
import type { SecondFactorService } from "./second-factor-service";
import type { SignInLinkService } from "./sign-in-link-service";
import { beginSignInAttempt, throttled } from "./sign-in-attempt";
import { findStaffUserByEmail, normaliseEmail, toPublicUser } from "./staff-user-repository";

export interface AuthService {
  /**
   * A session, or for an account with a second factor a challenge for its code (decision 023). `link`, the token of
   * an e-mailed sign-in link (decision 032), takes the attempt past the ceiling per account.
   */
  login(input: { email: string; password: string; ip: string; link?: string }): Promise<
    | {
        kind: "session";
        token: string;
        expiresAt: string;
        user: ReturnType<typeof toPublicUser>;
        secondFactorSetupRequired: boolean;
      }
    | { kind: "challenge"; token: string; expiresAt: string }
  >;
  /** For the retention job: sessions dead a day and sign-in links spent a day (personal data, kept no longer). */
  purgeSpent(now: Date): Promise<void>;
}

/** The cost of an existing account's hash (all accounts normally share one), else the default. */
async function typicalCost(db: Db) {
  const row = await db.selectFrom("staff_users").select("password_hash").orderBy("id", "desc").limit(1).executeTakeFirst();
  return (row && paramsOf(row.password_hash)) ?? defaultScryptParams;
}

export function createAuthService(
  db: Db,
  counter: AttemptCounter,
  secondFactor: SecondFactorService,
  signInLinks: Pick<SignInLinkService, "take" | "giveBack" | "use">,
): AuthService {
  // Two cores: two hashes at once keep both busy; a short queue absorbs bursts of honest sign-ins.
  const runKdf = createGate(2, 32);
  const verifyAgainstDummy = createDummyCheck();

  return {
    async purgeSpent(now) {
      await purgeDeadSessions(db, now);
      await purgeOldSignInLinks(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
    },
    async login({ email, password, ip, link }) {
      // A link counts the passwords judged with it: it takes a few, then it is spent.
      const linkId = await signInLinks.take(email, link);
      const giveBackLink = async () => {
        if (linkId !== undefined) await signInLinks.giveBack(linkId);
      };
      const attempt = await beginSignInAttempt(counter, "password", normaliseEmail(email), ip, { pastCeiling: linkId !== undefined }).catch(
        async (error: unknown) => {
          await giveBackLink();
          throw error;
        },
      );
      let user: Awaited<ReturnType<typeof findStaffUserByEmail>>;
      let valid: boolean;
      try {
        user = await findStaffUserByEmail(db, email);
        // For an unknown email, hash at the cost real accounts use, so timing tells nothing.
        const dummyCost = user ? undefined : await typicalCost(db);
        valid = await runKdf(() => (user ? verifyPassword(password, user.password_hash) : verifyAgainstDummy(password, dummyCost)));
      } catch (error) {
        // No password was judged (the database is away, or the hashing queue is full): not a failure to count.
        await Promise.all([attempt.giveBack(), giveBackLink()]);
        if (error instanceof GateFullError) throttled(5);
        throw error;
      }
      // A disabled account (issue 16) answers as a wrong password: it can no longer sign in, and says nothing more.
      if (!user || !valid || user.disabled_at) throw new HttpError(401, staffMessages.invalidCredentials);

      // The address becomes one of the account's own only once the whole sign-in succeeded (the code, if any); after a
      // sign-in link's password, for the challenge's few minutes already, so the code is not held back by the ceiling either.
      await attempt.succeeded({
        trust: !user.totp_secret,
        trustForMs: linkId !== undefined ? secondFactorLimits.challengeSeconds * 1000 : undefined,
      });
      if (linkId !== undefined) await signInLinks.use(linkId);
      if (user.totp_secret) return { kind: "challenge", ...(await secondFactor.challenge(user.id)) };
      const session = await createSession(db, user.id);
      return { kind: "session", ...session, user: toPublicUser(user), secondFactorSetupRequired: await secondFactor.mustEnrol(user) };
    },
  };
}
