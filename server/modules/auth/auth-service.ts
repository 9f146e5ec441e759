import { sessionLimits, staffMessages } from "#contracts/staff-api";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { AttemptCounter } from "./attempt-counter";
import { createGate, GateFullError } from "./kdf-gate";
import { defaultScryptParams, paramsOf, verifyAgainstDummy, verifyPassword } from "./password";
import { createSession } from "./session-repository";
import { findStaffUserByEmail, normaliseEmail, toPublicUser } from "./staff-user-repository";

export interface AuthService {
  login(input: { email: string; password: string; ip: string }): Promise<{ token: string; expiresAt: string; user: ReturnType<typeof toPublicUser> }>;
}

export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, staffMessages.tooManyAttempts);
  }
}

function throttled(retryAfterSeconds: number): never {
  throw new ThrottledError(retryAfterSeconds);
}

/** The cost of an existing account's hash (all accounts normally share one), else the default. */
async function typicalCost(db: Db) {
  const row = await db.selectFrom("staff_users").select("password_hash").orderBy("id", "desc").limit(1).executeTakeFirst();
  return (row && paramsOf(row.password_hash)) ?? defaultScryptParams;
}

export function createAuthService(db: Db, counter: AttemptCounter): AuthService {
  // Two cores: two hashes at once keep both busy; a short queue absorbs bursts of honest sign-ins.
  const runKdf = createGate(2, 32);

  return {
    async login({ email, password, ip }) {
      const accountKey = `account:${normaliseEmail(email)}`;
      const ipKey = `ip:${ip}`;
      // Attempts are counted before the password is checked, so a burst of parallel
      // requests cannot all slip through before the first failure is recorded.
      const byIp = await counter.hit(ipKey);
      if (byIp.count > sessionLimits.maxFailuresPerIp) throttled(byIp.retryAfterSeconds);
      const byAccount = await counter.hit(accountKey);
      if (byAccount.count > sessionLimits.maxFailuresPerAccount) throttled(byAccount.retryAfterSeconds);

      const user = await findStaffUserByEmail(db, email);
      // For an unknown email, hash at the cost real accounts use, so timing tells nothing.
      const dummyCost = user ? undefined : await typicalCost(db);
      let valid: boolean;
      try {
        valid = await runKdf(() => (user ? verifyPassword(password, user.password_hash) : verifyAgainstDummy(password, dummyCost)));
      } catch (error) {
        if (error instanceof GateFullError) throttled(5);
        throw error;
      }
      if (!user || !valid) throw new HttpError(401, staffMessages.invalidCredentials);

      await counter.reset(accountKey);
      await counter.undo(ipKey);
      const session = await createSession(db, user.id);
      return { ...session, user: toPublicUser(user) };
    },
  };
}
