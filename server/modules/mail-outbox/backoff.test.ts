import { describe, expect, it } from "vitest";
import { MAIL_RETRY_WINDOW_MS, retryDelayMs, retryWindowOver } from "./backoff";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Every attempt of a mail that never gets through, made exactly when due: [attempt number, time since queued]. */
function attemptsUntilFailed(queuedAt: Date) {
  const attempts: [number, number][] = [];
  let now = queuedAt;
  for (let attempt = 1; attempt < 10_000; attempt++) {
    attempts.push([attempt, now.getTime() - queuedAt.getTime()]);
    if (retryWindowOver(queuedAt.toISOString(), now)) return attempts;
    now = new Date(now.getTime() + retryDelayMs(attempt));
  }
  throw new Error("never gave up");
}

describe("mail retry schedule", () => {
  it.each([
    [1, 30_000],
    [2, minute],
    [3, 2 * minute],
    [4, 4 * minute],
    [5, 8 * minute],
    [6, 16 * minute],
    [7, 32 * minute],
    [8, hour],
    [9, hour],
    [50, hour],
    [175, hour],
    [5_000, hour],
  ])("waits after %i failed attempts %i ms", (failed, delay) => {
    expect(retryDelayMs(failed)).toBe(delay);
  });

  it.each([
    [0, false],
    [hour, false],
    [5 * hour, false],
    [3 * day, false],
    [MAIL_RETRY_WINDOW_MS - 1, false],
    [MAIL_RETRY_WINDOW_MS, true],
    [8 * day, true],
  ])("after %i ms of failures the retries are over: %s", (elapsed, over) => {
    const since = new Date("2026-11-01T00:00:00.000Z");
    expect(retryWindowOver(since.toISOString(), new Date(since.getTime() + elapsed))).toBe(over);
  });

  it("keeps trying at the capped interval for at least 7 days before a mail is failed", () => {
    const attempts = attemptsUntilFailed(new Date("2026-11-01T00:00:00.000Z"));
    const [lastAttempt, lastAt] = attempts.at(-1)!;
    const [secondLast, secondLastAt] = attempts.at(-2)!;
    // The one before the last was inside the window; the last, which fails the mail, is past it by less than one interval.
    expect(secondLastAt).toBeLessThan(7 * day);
    expect(lastAt).toBeGreaterThanOrEqual(7 * day);
    expect(lastAt - secondLastAt).toBe(hour);
    expect([secondLast, lastAttempt]).toEqual([174, 175]);
    // Once capped, never a longer gap: an outage that ends is noticed within the hour.
    const gaps = attempts.slice(1).map(([, at], i) => at - attempts[i]![1]);
    expect(Math.max(...gaps)).toBe(hour);
  });
});
