import { afterAll, describe, expect, it } from "vitest";
import { createMemoryCounter, createRedisCounter, type AttemptCounter } from "./attempt-counter";

function behavesLikeACounter(name: string, make: (windowMs: number) => AttemptCounter) {
  describe(name, () => {
    const counters: AttemptCounter[] = [];
    const counter = (windowMs = 60_000) => {
      const c = make(windowMs);
      counters.push(c);
      return c;
    };
    afterAll(async () => {
      for (const c of counters) await c.close();
    });

    it("counts attempts per key and resets one key", async () => {
      const c = counter();
      const key = `k-${Math.random()}`;
      expect((await c.hit(key)).count).toBe(1);
      expect((await c.hit(key)).count).toBe(2);
      expect((await c.hit(`${key}-other`)).count).toBe(1);
      await c.reset(key);
      expect((await c.hit(key)).count).toBe(1);
    });

    it("takes an attempt back with undo, never below zero", async () => {
      const c = counter();
      const key = `u-${Math.random()}`;
      await c.undo(key);
      await c.hit(key);
      await c.hit(key);
      await c.undo(key);
      const { count, retryAfterSeconds } = await c.hit(key);
      expect(count).toBe(2);
      expect(retryAfterSeconds).toBeGreaterThan(0);
      expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it("starts a new window when the old one ends", async () => {
      const c = counter(50);
      const key = `w-${Math.random()}`;
      await c.hit(key);
      await c.hit(key);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await c.hit(key)).count).toBe(1);
    });
  });
}

behavesLikeACounter("memory attempt counter", (windowMs) => createMemoryCounter(windowMs));

describe("memory attempt counter bounds", () => {
  it("keeps memory bounded when attempts come for very many keys", async () => {
    const c = createMemoryCounter(60_000);
    for (let i = 0; i < 100_050; i++) await c.hit(`spray-${i}`);
    // The oldest keys were dropped to make room; the newest still count.
    expect((await c.hit("spray-100049")).count).toBe(2);
    expect((await c.hit("spray-0")).count).toBe(1);
  });
});

// With a Redis at hand (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379), the shared counter passes the same checks.
if (process.env.TEST_REDIS_URL) {
  behavesLikeACounter("redis attempt counter", (windowMs) => createRedisCounter(process.env.TEST_REDIS_URL!, windowMs, () => {}));
}

describe("redis attempt counter without a reachable Redis", () => {
  it("falls back to counting in memory", async () => {
    const errors: unknown[] = [];
    const c = createRedisCounter("redis://127.0.0.1:1", 60_000, (error) => errors.push(error));
    expect((await c.hit("k")).count).toBe(1);
    expect((await c.hit("k")).count).toBe(2);
    await c.reset("k");
    expect((await c.hit("k")).count).toBe(1);
    expect(errors.length).toBeGreaterThan(0);
    await c.close();
  });
});
