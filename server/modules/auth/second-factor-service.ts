import { staffMessages } from "#contracts/api/auth";
import {
  secondFactorLimits,
  secondFactorMessages,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from "#contracts/api/second-factor";
import type { Db } from "#server/db/database";
import type { StaffUser } from "#server/db/schema";
import { HttpError } from "#server/errors";
import type { AttemptCounter } from "./attempt-counter";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import {
  claimTotpStep,
  consumeChallenge,
  countUnusedRecoveryCodes,
  createChallenge,
  disableSecondFactor,
  enableSecondFactor,
  EnrolmentRaceError,
  findChallenge,
  secondFactorRequired,
  takeCodeAttempt,
  setPendingSecret,
  setSecondFactorRequired,
  useRecoveryCode,
} from "./second-factor-repository";
import { createSession } from "./session-repository";
import { beginSignInAttempt } from "./sign-in-attempt";
import { findStaffUserById, normaliseEmail, toPublicUser } from "./staff-user-repository";
import { matchTotp, newTotpSecret, qrCodeDataUrl, totpUri } from "./totp";

type Account = Pick<StaffUser, "id" | "email" | "totp_secret" | "totp_last_step">;

export interface SecondFactorService {
  status(userId: number): Promise<SecondFactorStatus>;
  startEnrolment(userId: number): Promise<SecondFactorEnrolment>;
  /** Checks the first code against the pending secret, turns the second factor on, answers the recovery codes. */
  confirmEnrolment(userId: number, code: string, ip: string): Promise<string[]>;
  /** Turns it off, with a current code (TOTP or recovery) as proof that the device is at hand. */
  disable(userId: number, code: string, ip: string): Promise<void>;
  /** After a right password: a challenge for the code. */
  challenge(userId: number): Promise<{ token: string; expiresAt: string }>;
  /** The address of the account a live challenge belongs to (for the audit trail), or undefined. */
  challengeEmail(challenge: string): Promise<string | undefined>;
  /** The second step of a sign-in: a session for a right code on a live challenge. */
  completeSignIn(input: {
    challenge: string;
    code: string;
    ip: string;
  }): Promise<{ token: string; expiresAt: string; user: ReturnType<typeof toPublicUser> }>;
  /** True when everyone must have a second factor and this account has none: it may only set one up. */
  mustEnrol(user: { totp_secret: string | null }): Promise<boolean>;
  requiredForEveryone(): Promise<boolean>;
  setRequiredForEveryone(required: boolean): Promise<void>;
}

export function createSecondFactorService(db: Db, counter: AttemptCounter, now: () => Date = () => new Date()): SecondFactorService {
  /** A TOTP code of a step not used before (claimed atomically), or an unused recovery code (used up). */
  async function acceptCode(account: Account, code: string) {
    if (!account.totp_secret) return false;
    const step = await matchTotp(account.totp_secret, code.trim(), now(), account.totp_last_step);
    if (step !== null) return claimTotpStep(db, account.id, step);
    return useRecoveryCode(db, account.id, hashRecoveryCode(code));
  }

  /** Runs `check` as one throttled code attempt on the account (decision 017's rules, counted apart from passwords). */
  async function throttledCheck(email: string, ip: string, check: () => Promise<boolean>, onWrong: () => never) {
    const attempt = await beginSignInAttempt(counter, "code", normaliseEmail(email), ip);
    let ok: boolean;
    try {
      ok = await check();
    } catch (error) {
      await attempt.giveBack();
      throw error;
    }
    if (!ok) onWrong();
    await attempt.succeeded({ trust: true });
  }

  async function account(userId: number) {
    const user = await findStaffUserById(db, userId);
    if (!user) throw new HttpError(401, staffMessages.sessionExpired);
    return user;
  }

  const wrongStaffCode = (): never => {
    throw new HttpError(400, secondFactorMessages.invalidCode);
  };

  return {
    async status(userId) {
      const user = await account(userId);
      return {
        enabled: user.totp_secret !== null,
        recoveryCodesLeft: user.totp_secret ? await countUnusedRecoveryCodes(db, userId) : 0,
        requiredForEveryone: await secondFactorRequired(db),
      };
    },

    async startEnrolment(userId) {
      const user = await account(userId);
      if (user.totp_secret) throw new HttpError(409, secondFactorMessages.alreadyEnabled);
      const secret = newTotpSecret();
      await setPendingSecret(db, userId, secret);
      const otpauthUri = totpUri(secret, user.email);
      return { secret, otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri) };
    },

    async confirmEnrolment(userId, code, ip) {
      const user = await account(userId);
      if (user.totp_secret) throw new HttpError(409, secondFactorMessages.alreadyEnabled);
      const secret = user.totp_pending_secret;
      if (!secret) throw new HttpError(409, secondFactorMessages.noEnrolment);
      const codes = newRecoveryCodes();
      await throttledCheck(
        user.email,
        ip,
        async () => {
          const step = await matchTotp(secret, code.trim(), now(), null);
          if (step === null) return false;
          try {
            await enableSecondFactor(db, userId, { secret, step, codeHashes: codes.map(hashRecoveryCode) });
          } catch (error) {
            if (error instanceof EnrolmentRaceError) throw new HttpError(409, secondFactorMessages.noEnrolment);
            throw error;
          }
          return true;
        },
        wrongStaffCode,
      );
      return codes;
    },

    async disable(userId, code, ip) {
      const user = await account(userId);
      if (!user.totp_secret) throw new HttpError(409, secondFactorMessages.notEnabled);
      await throttledCheck(user.email, ip, () => acceptCode(user, code), wrongStaffCode);
      await disableSecondFactor(db, userId);
    },

    challenge(userId) {
      return createChallenge(db, userId, secondFactorLimits.challengeSeconds, now());
    },

    async challengeEmail(challenge) {
      return (await findChallenge(db, challenge, now()))?.email;
    },

    async completeSignIn({ challenge, code, ip }) {
      // A challenge is 256 random bits: unknown or expired ones are not guesses worth counting.
      const found = await findChallenge(db, challenge, now());
      if (!found) throw new HttpError(401, secondFactorMessages.challengeExpired);
      const limit = secondFactorLimits.codesPerChallenge;
      const dead = () => new HttpError(401, secondFactorMessages.tooManyCodes);
      if (found.codeAttempts >= limit) throw dead();
      let attempts = 0;
      await throttledCheck(
        found.email,
        ip,
        async () => {
          // Counted on the challenge before the code is judged, as decision 017 counts before the hash (issue 28).
          const taken = await takeCodeAttempt(db, found.challengeId, limit);
          // Others took its last codes meanwhile: this one is not judged (and given back to the throttle).
          if (taken === undefined) throw dead();
          attempts = taken;
          return acceptCode(found, code);
        },
        () => {
          // The challenge's last code was wrong: say so, and that the password comes next.
          throw attempts >= limit ? dead() : new HttpError(401, secondFactorMessages.invalidCode);
        },
      );
      if (!(await consumeChallenge(db, found.challengeId))) throw new HttpError(401, secondFactorMessages.challengeExpired);
      const session = await createSession(db, found.id);
      return { ...session, user: toPublicUser(found) };
    },

    async mustEnrol(user) {
      return user.totp_secret === null && (await secondFactorRequired(db));
    },

    requiredForEveryone: () => secondFactorRequired(db),
    setRequiredForEveryone: (required) => setSecondFactorRequired(db, required),
  };
}
