import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_RATE_LIMIT } from "#contracts/forms/limits";
import { createAccount } from "#server/modules/auth/staff-accounts";
import { cheapScrypt, testPassword } from "#server/modules/staff/test-kit";
import { hangingRedis } from "#server/test/hanging-servers";
import { createTestApp, type TestApp } from "#server/test/test-app";

const commandTimeoutMs = 300;
/** The command time-out, and a busy machine's slack. */
const boundMs = commandTimeoutMs + 700;

async function timed<T>(work: () => Promise<T>) {
  const startedAt = performance.now();
  const value = await work();
  return { value, ms: performance.now() - startedAt };
}

// A Redis that keeps its connection open and answers nothing (paused, or a half-open path): forms and sign-in
// used to wait until it woke, and behind nginx every one of them got 504 (issue 33).
describe("a Redis that stops answering", () => {
  let redis: Awaited<ReturnType<typeof hangingRedis>>;
  let t: TestApp;
  const contact = (ip: string) => t.app.inject({ method: "POST", url: "/api/contact", payload: {}, remoteAddress: ip });
  const metrics = async () => (await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" })).body;

  beforeAll(async () => {
    redis = await hangingRedis();
    t = await createTestApp("sqlite", { REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: String(commandTimeoutMs) });
    // Cheap to check, so the time measured is the throttle's, not the password hash's.
    await createAccount(t.database.db, { email: "asha@example.in", password: testPassword }, cheapScrypt);
    expect((await contact("203.0.113.1")).statusCode).toBe(400);
    redis.hang();
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it("answers forms within the command time-out, still limited per instance, and says so in /metrics", async () => {
    const ip = "203.0.113.2";
    for (let i = 0; i < SERVER_RATE_LIMIT.max; i++) {
      const { value, ms } = await timed(() => contact(ip));
      expect(value.statusCode).toBe(400);
      expect(ms).toBeLessThan(boundMs);
    }
    expect((await contact(ip)).statusCode).toBe(429);
    const text = await metrics();
    expect(text).toMatch(/^redis_available 0$/m);
    expect(Number(/^redis_fallbacks_total\{use="form-rate-limit"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(SERVER_RATE_LIMIT.max);
  });

  it("answers a sign-in within the command time-out, though it counts attempts under several keys", async () => {
    // Past the second in which every count goes straight to memory: this sign-in's first count asks Redis again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { value, ms } = await timed(() =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "asha@example.in", password: "not the password at all" },
        remoteAddress: "203.0.113.3",
      }),
    );
    expect(value.statusCode).toBe(401);
    expect(ms).toBeGreaterThanOrEqual(commandTimeoutMs - 20);
    expect(ms).toBeLessThan(boundMs);
  });

  it("asks Redis again within a second of it answering", async () => {
    redis.answer();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const res = await contact("203.0.113.4");
    expect(res.statusCode).toBe(400);
    expect(await metrics()).toMatch(/^redis_available 1$/m);
  });
});
