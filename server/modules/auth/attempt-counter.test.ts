import { afterAll, describe, expect, it } from "vitest";
import { createRedisClient } from "#server/plugins/redis";
import { redisFallback } from "#server/plugins/redis-fallback";
import { createMemoryCounter, createRedisCounter, type AttemptCounter, type ThrottleRule } from "./attempt-counter";

/** A rule small enough to test in real time: two free attempts, then 60 ms, 120 ms, 240 ms … up to 500 ms apart. */
const rule: ThrottleRule = { free: 2, firstDelayMs: 60, maxDelayMs: 500, forgetAfterMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesLikeACounter(name: string, make: () => AttemptCounter) {
  describe(name, () => {
    const counters: AttemptCounter[] = [];
    const counter = () => {
      const c = make();
      counters.push(c);
      return c;
    };
    const key = (what: string) => `${what}-${Math.random()}`;
    afterAll(async () => {
      for (const c of counters) await c.close();
    });

    it("lets the free attempts through, then refuses until the wait is over, without counting what it refuses", async () => {
      const c = counter();
      const k = key("p");
      expect(await c.take(k, rule)).toEqual({ allowed: true });
      expect(await c.take(k, rule)).toEqual({ allowed: true });
      // The third attempt is due 60 ms after the second: refused, however often it is asked.
      expect(await c.take(k, rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      expect((await c.take(k, rule)).allowed).toBe(false);
      await sleep(70);
      expect(await c.take(k, rule)).toEqual({ allowed: true });
      expect((await c.take(k, rule)).allowed).toBe(false);
      // Another key is not affected.
      expect(await c.take(key("other"), rule)).toEqual({ allowed: true });
    });

    it("takes an attempt back with undo, never below zero, and starts again after reset", async () => {
      const c = counter();
      const k = key("u");
      await c.undo(k);
      await c.take(k, rule);
      await c.take(k, rule);
      await c.undo(k);
      expect(await c.take(k, rule)).toEqual({ allowed: true });
      expect((await c.take(k, rule)).allowed).toBe(false);
      await c.reset(k);
      expect(await c.take(k, rule)).toEqual({ allowed: true });
    });

    it("forgets a key a while after its last attempt", async () => {
      const c = counter();
      const k = key("f");
      const short = { ...rule, forgetAfterMs: 50 };
      await c.take(k, short);
      await c.take(k, short);
      expect((await c.take(k, short)).allowed).toBe(false);
      await sleep(80);
      expect(await c.take(k, short)).toEqual({ allowed: true });
    });

    it("marks a key for a while", async () => {
      const c = counter();
      const k = key("m");
      expect(await c.isMarked(k)).toBe(false);
      await c.mark(k, 50);
      expect(await c.isMarked(k)).toBe(true);
      await sleep(80);
      expect(await c.isMarked(k)).toBe(false);
    });
  });
}

behavesLikeACounter("memory attempt counter", () => createMemoryCounter());

describe("memory attempt counter delays", () => {
  it("doubles the wait after each attempt past the free ones, up to the longest", async () => {
    let time = 0;
    const c = createMemoryCounter(() => time);
    const slow: ThrottleRule = { free: 1, firstDelayMs: 1_000, maxDelayMs: 5_000, forgetAfterMs: 60_000 };
    const waits: number[] = [];
    expect((await c.take("k", slow)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) {
      const refused = await c.take("k", slow);
      if (refused.allowed) throw new Error("not refused");
      waits.push(refused.retryAfterSeconds);
      time += refused.retryAfterSeconds * 1000 - 1;
      expect((await c.take("k", slow)).allowed).toBe(false);
      time += 1;
      expect((await c.take("k", slow)).allowed).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 5, 5]);
  });
});

describe("memory attempt counter bounds", () => {
  it("keeps memory bounded when attempts come for very many keys", async () => {
    const c = createMemoryCounter();
    const one = { ...rule, free: 1, firstDelayMs: 60_000 };
    for (let i = 0; i < 100_050; i++) await c.take(`spray-${i}`, one);
    // The oldest keys were dropped to make room; the newest still count.
    expect((await c.take("spray-100049", one)).allowed).toBe(false);
    expect((await c.take("spray-0", one)).allowed).toBe(true);
  });
});

// With a Redis at hand (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379), the shared counter passes the same checks.
if (process.env.TEST_REDIS_URL) {
  const redis = createRedisClient(process.env.TEST_REDIS_URL);
  afterAll(() => redis.quit());
  behavesLikeACounter("redis attempt counter", () => createRedisCounter(redis, redisFallback({ onUnavailable: () => {} })));
}

describe("redis attempt counter without a reachable Redis", () => {
  it("falls back to counting in memory", async () => {
    const errors: unknown[] = [];
    const unreachable = createRedisClient("redis://127.0.0.1:1");
    unreachable.on("error", () => {});
    const c = createRedisCounter(unreachable, redisFallback({ onUnavailable: (error) => errors.push(error) }));
    expect((await c.take("k", rule)).allowed).toBe(true);
    expect((await c.take("k", rule)).allowed).toBe(true);
    expect((await c.take("k", rule)).allowed).toBe(false);
    await c.reset("k");
    expect((await c.take("k", rule)).allowed).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    await c.close();
    unreachable.disconnect();
  });
});
