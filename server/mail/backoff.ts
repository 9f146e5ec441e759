/** Retry schedule of the mail outbox: 30 s, 1 min, 2 min … capped at 1 h; failed after 10 attempts (about 5 hours). */
export const MAX_MAIL_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Delay before the next try, given how many attempts have failed so far (1 after the first failure). */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}
