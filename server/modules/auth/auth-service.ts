import { staffMessages } from "#contracts/api/auth";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { AttemptCounter, ThrottleRule } from "./attempt-counter";
import { createGate, GateFullError } from "./kdf-gate";
import { defaultScryptParams, paramsOf, verifyAgainstDummy, verifyPassword } from "./password";
import { createSession } from "./session-repository";
import { signInThrottle, throttledAddress } from "./sign-in-throttle";
import { findStaffUserByEmail, normaliseEmail, toPublicUser } from "./staff-user-repository";

export interface AuthService {
  login(input: {
    email: string;
    password: string;
    ip: string;
  }): Promise<{ token: string; expiresAt: string; user: ReturnType<typeof toPublicUser> }>;
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
      const account = normaliseEmail(email);
      const address = throttledAddress(ip);
      const keys = { address: `ip:${address}`, pair: `pair:${account}|${address}`, account: `account:${account}` };
      const trustedKey = `trusted:${account}|${address}`;
      // Attempts are counted before the password is checked, so a burst of parallel requests cannot all slip
      // through before the first failure is recorded. An attempt refused anywhere, or not judged, counts nowhere.
      const counted: string[] = [];
      const giveBack = () => Promise.all(counted.map((key) => counter.undo(key)));
      const take = async (key: string, rule: ThrottleRule) => {
        const decision = await counter.take(key, rule);
        if (!decision.allowed) {
          await giveBack();
          throttled(decision.retryAfterSeconds);
        }
        counted.push(key);
      };
      await take(keys.address, signInThrottle.perAddress);
      await take(keys.pair, signInThrottle.perAccountAndAddress);
      // The account's own addresses are not held back by the ceiling on everyone else (decision 017).
      if (!(await counter.isMarked(trustedKey))) await take(keys.account, signInThrottle.perAccount);

      let user: Awaited<ReturnType<typeof findStaffUserByEmail>>;
      let valid: boolean;
      try {
        user = await findStaffUserByEmail(db, email);
        // For an unknown email, hash at the cost real accounts use, so timing tells nothing.
        const dummyCost = user ? undefined : await typicalCost(db);
        valid = await runKdf(() => (user ? verifyPassword(password, user.password_hash) : verifyAgainstDummy(password, dummyCost)));
      } catch (error) {
        // No password was judged (the database is away, or the hashing queue is full): not a failure to count.
        await giveBack();
        if (error instanceof GateFullError) throttled(5);
        throw error;
      }
      // A disabled account (issue 16) answers as a wrong password: it can no longer sign in, and says nothing more.
      if (!user || !valid || user.disabled_at) throw new HttpError(401, staffMessages.invalidCredentials);

      // A success is no failure: this address starts afresh on the account, and becomes one of its own.
      await Promise.all([
        counter.reset(keys.pair),
        counter.undo(keys.address),
        counted.includes(keys.account) ? counter.undo(keys.account) : undefined,
        counter.mark(trustedKey, signInThrottle.trustedAddressMs),
      ]);
      const session = await createSession(db, user.id);
      return { ...session, user: toPublicUser(user) };
    },
  };
}
