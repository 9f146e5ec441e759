/**
 * Retry schedule of the mail outbox: 30 s, 1 min, 2 min … doubling up to 1 h, then every hour.
 * A mail is marked failed (and shown to staff, who can retry it) only when an attempt fails 7 days
 * or more after it was queued, or after staff last asked to retry it: about 175 attempts. An SMTP
 * outage of a weekend must not lose confirmations or staff notifications.
 */
export const MAIL_RETRY_WINDOW_MS = 7 * 24 * 3_600_000;
const BASE_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Delay before the next try, given how many attempts have failed so far (1 after the first failure). */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Whether a failed attempt at `now` ends the retries: true once the retry window that began at
 * `since` (the mail's creation, or the staff's last retry) is over.
 */
export function retryWindowOver(since: string, now: Date): boolean {
  return now.getTime() - Date.parse(since) >= MAIL_RETRY_WINDOW_MS;
}
