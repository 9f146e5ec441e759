import { staffMessages } from "#contracts/api/auth";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { AttemptCounter } from "./attempt-counter";
import { createGate, GateFullError } from "./kdf-gate";
import { defaultScryptParams, paramsOf, verifyAgainstDummy, verifyPassword } from "./password";
import { createSession } from "./session-repository";
import type { SecondFactorService } from "./second-factor-service";
import { beginSignInAttempt, throttled } from "./sign-in-attempt";
import { findStaffUserByEmail, normaliseEmail, toPublicUser } from "./staff-user-repository";

export interface AuthService {
  /** A session, or for an account with a second factor a challenge for its code (decision 023). */
  login(input: { email: string; password: string; ip: string }): Promise<
    | {
        kind: "session";
        token: string;
        expiresAt: string;
        user: ReturnType<typeof toPublicUser>;
        secondFactorSetupRequired: boolean;
      }
    | { kind: "challenge"; token: string; expiresAt: string }
  >;
}

/** The cost of an existing account's hash (all accounts normally share one), else the default. */
async function typicalCost(db: Db) {
  const row = await db.selectFrom("staff_users").select("password_hash").orderBy("id", "desc").limit(1).executeTakeFirst();
  return (row && paramsOf(row.password_hash)) ?? defaultScryptParams;
}

export function createAuthService(db: Db, counter: AttemptCounter, secondFactor: SecondFactorService): AuthService {
  // Two cores: two hashes at once keep both busy; a short queue absorbs bursts of honest sign-ins.
  const runKdf = createGate(2, 32);

  return {
    async login({ email, password, ip }) {
      const attempt = await beginSignInAttempt(counter, "password", normaliseEmail(email), ip);
      let user: Awaited<ReturnType<typeof findStaffUserByEmail>>;
      let valid: boolean;
      try {
        user = await findStaffUserByEmail(db, email);
        // For an unknown email, hash at the cost real accounts use, so timing tells nothing.
        const dummyCost = user ? undefined : await typicalCost(db);
        valid = await runKdf(() => (user ? verifyPassword(password, user.password_hash) : verifyAgainstDummy(password, dummyCost)));
      } catch (error) {
        // No password was judged (the database is away, or the hashing queue is full): not a failure to count.
        await attempt.giveBack();
        if (error instanceof GateFullError) throttled(5);
        throw error;
      }
      // A disabled account (issue 16) answers as a wrong password: it can no longer sign in, and says nothing more.
      if (!user || !valid || user.disabled_at) throw new HttpError(401, staffMessages.invalidCredentials);

      // The address becomes one of the account's own only once the whole sign-in succeeded (the code, if any).
      await attempt.succeeded({ trust: !user.totp_secret });
      if (user.totp_secret) return { kind: "challenge", ...(await secondFactor.challenge(user.id)) };
      const session = await createSession(db, user.id);
      return { kind: "session", ...session, user: toPublicUser(user), secondFactorSetupRequired: await secondFactor.mustEnrol(user) };
    },
  };
}
