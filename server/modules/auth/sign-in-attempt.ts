import { staffMessages } from "#contracts/api/auth";
import { HttpError } from "#server/errors";
import type { AttemptCounter, ThrottleRule } from "./attempt-counter";
import { signInThrottle, throttledAddress } from "./sign-in-throttle";

export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, staffMessages.tooManyAttempts);
  }
}

export function throttled(retryAfterSeconds: number): never {
  throw new ThrottledError(retryAfterSeconds);
}

/**
 * What is being guessed: passwords, or second-factor codes (decision 023). Each has its own counts, so a
 * right password (which clears its count) does not also clear the count of wrong codes after it.
 */
export type AttemptKind = "password" | "code";

export interface SignInAttempt {
  /** The attempt was not judged (the database away, the hashing queue full): it counts nowhere. */
  giveBack(): Promise<void>;
  /**
   * A success is no failure: this address starts afresh on the account. `trust` makes it one of the account's own
   * for 30 days; `trustForMs` for that long only (a sign-in link's password step, for its code to follow).
   */
  succeeded(options: { trust: boolean; trustForMs?: number }): Promise<void>;
}

/**
 * Takes one attempt at `account` from `ip` under the three rules of decision 017, before anything is checked,
 * so a burst of parallel requests cannot all slip through before the first failure is recorded. Throws
 * ThrottledError (429) when a rule says wait; an attempt refused anywhere counts nowhere. `pastCeiling` (an
 * e-mailed sign-in link, decision 032) lets the attempt past the ceiling per account, as the account's own
 * addresses are; the rules per address still hold.
 */
export async function beginSignInAttempt(
  counter: AttemptCounter,
  kind: AttemptKind,
  account: string,
  ip: string,
  { pastCeiling = false }: { pastCeiling?: boolean } = {},
): Promise<SignInAttempt> {
  const address = throttledAddress(ip);
  const prefix = kind === "password" ? "" : "code-";
  const keys = { address: `${prefix}ip:${address}`, pair: `${prefix}pair:${account}|${address}`, account: `${prefix}account:${account}` };
  // The account's addresses are shared by both kinds: where its owner signed in fully, they are at home.
  const trustedKey = `trusted:${account}|${address}`;
  const counted: string[] = [];
  const giveBack = async () => {
    await Promise.all(counted.map((key) => counter.undo(key)));
  };
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
  if (!pastCeiling && !(await counter.isMarked(trustedKey))) await take(keys.account, signInThrottle.perAccount);

  return {
    giveBack,
    async succeeded({ trust, trustForMs }) {
      const markFor = trust ? signInThrottle.trustedAddressMs : trustForMs;
      await Promise.all([
        counter.reset(keys.pair),
        counter.undo(keys.address),
        counted.includes(keys.account) ? counter.undo(keys.account) : undefined,
        markFor ? counter.mark(trustedKey, markFor) : undefined,
      ]);
    },
  };
}

/** Runs a sign-in step; a 429 carries how long to wait in `Retry-After`. */
export async function withRetryAfter<T>(reply: { header(name: string, value: string): unknown }, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ThrottledError) reply.header("Retry-After", String(error.retryAfterSeconds));
    throw error;
  }
}
