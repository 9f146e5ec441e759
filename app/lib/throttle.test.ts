import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first call at once and the last call of a burst after the interval", () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 16);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(16);
    expect(calls).toEqual([1, 3]);
  });

  it("cancel drops a pending call", () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 16);
    fn(1);
    fn(2);
    fn.cancel();
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([1]);
  });
});
