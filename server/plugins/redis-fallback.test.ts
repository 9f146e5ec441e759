import { describe, expect, it } from "vitest";
import { redisFallback } from "./redis-fallback";

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

const fails = () => Promise.reject(new Error("Command timed out"));
const answers = (value: string) => () => Promise.resolve(value);

describe("the Redis fallback (issue 33)", () => {
  it("answers from memory when Redis fails, and goes straight to memory for a second after", async () => {
    const time = clock();
    const told: unknown[] = [];
    const fallback = redisFallback({ onUnavailable: (error) => told.push(error), now: time.now });
    expect(await fallback.run("form-rate-limit", answers("redis"), () => "memory")).toBe("redis");
    expect(await fallback.run("form-rate-limit", fails, () => "memory")).toBe("memory");
    let asked = false;
    const notAsked = () => ((asked = true), Promise.resolve("redis"));
    time.advance(999);
    expect(await fallback.run("sign-in-throttle", notAsked, () => "memory")).toBe("memory");
    expect(asked).toBe(false);
    expect(fallback.available()).toBe(false);
    expect(told).toHaveLength(1);
    expect(Object.fromEntries(fallback.fallbacks())).toEqual({ "form-rate-limit": 1, "sign-in-throttle": 1 });
  });

  it("lets one call ask again after a second while the others use memory, and is shared again at the first answer", async () => {
    const time = clock();
    let recovered = 0;
    const fallback = redisFallback({ onUnavailable: () => {}, onRecovered: () => recovered++, now: time.now });
    await fallback.run("form-rate-limit", fails, () => "memory");
    time.advance(1_000);
    let answer!: (value: string) => void;
    const probe = fallback.run(
      "form-rate-limit",
      () => new Promise<string>((resolve) => (answer = resolve)),
      () => "memory",
    );
    expect(await fallback.run("form-rate-limit", answers("redis"), () => "memory")).toBe("memory");
    answer("redis");
    expect(await probe).toBe("redis");
    expect(fallback.available()).toBe(true);
    expect(recovered).toBe(1);
    expect(await fallback.run("form-rate-limit", answers("redis"), () => "memory")).toBe("redis");
  });

  it("keeps using memory while the one that asks again fails, telling each failure", async () => {
    const time = clock();
    const told: unknown[] = [];
    const fallback = redisFallback({ onUnavailable: (error) => told.push(error), now: time.now });
    await fallback.run("form-rate-limit", fails, () => "memory");
    time.advance(1_000);
    expect(await fallback.run("form-rate-limit", fails, () => "memory")).toBe("memory");
    time.advance(500);
    expect(await fallback.run("form-rate-limit", answers("redis"), () => "memory")).toBe("memory");
    expect(told).toHaveLength(2);
  });

  it("goes to memory when the client reports a lost connection", async () => {
    const fallback = redisFallback({ onUnavailable: () => {} });
    fallback.markDown(new Error("connect ECONNREFUSED"));
    expect(await fallback.run("form-rate-limit", answers("redis"), () => "memory")).toBe("memory");
  });
});
