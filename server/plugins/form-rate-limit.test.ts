import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_RATE_LIMIT } from "#contracts/forms/limits";
import { careersMessages, contactMessages, newsletterMessages } from "#contracts/forms/messages";
import { coded } from "#server/test/coded";
import { createTestApp, type TestApp } from "#server/test/test-app";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

// Each request is deliberately invalid (400): the limit counts requests before reading them.
const forms = [
  { url: "/api/newsletter/subscribe", answer: coded(newsletterMessages, "tooManyAttempts") },
  { url: "/api/contact", answer: coded(contactMessages, "tooManyRequests") },
  { url: "/api/applications", answer: coded(careersMessages, "tooManyRequests") },
];

function hit(t: TestApp, url: string, ip: string) {
  return t.app.inject({ method: "POST", url, payload: {}, remoteAddress: ip });
}

describe("form rate limits in memory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("lets an office send at least 5 a minute and stops a flood well before 30", () => {
    expect(SERVER_RATE_LIMIT.max).toBeGreaterThanOrEqual(5);
    expect(SERVER_RATE_LIMIT.max).toBeLessThan(30);
    expect(SERVER_RATE_LIMIT.windowMs).toBe(60_000);
  });

  it.each(forms)("$url: answers 429 with its message after the limit, per IP and per form", async ({ url, answer }) => {
    const ip = randomIp();
    for (let i = 0; i < SERVER_RATE_LIMIT.max; i++) expect((await hit(t, url, ip)).statusCode).not.toBe(429);
    const limited = await hit(t, url, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, ...answer });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address, and another form from the same address, are not affected.
    expect((await hit(t, url, randomIp())).statusCode).not.toBe(429);
    const other = forms.find((form) => form.url !== url)!;
    expect((await hit(t, other.url, ip)).statusCode).not.toBe(429);
  });

  it("answers 50 concurrent valid submissions from one address with 201 up to the limit and 429 after, nothing else", async () => {
    const ip = randomIp();
    const before = Number(
      (
        await t.database.db
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const payload = {
      firstName: "Asha",
      lastName: "Patil",
      email: "asha@example.com",
      subject: "Flood",
      message: "Fifty of the same message at once.",
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: ip })),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SERVER_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - SERVER_RATE_LIMIT.max);
    const after = Number(
      (
        await t.database.db
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBe(SERVER_RATE_LIMIT.max);
  });

  it("turns off with RATE_LIMIT_DISABLED=true", async () => {
    const open = await createTestApp("sqlite", { RATE_LIMIT_DISABLED: "true" });
    try {
      const ip = randomIp();
      for (let i = 0; i < 40; i++) expect((await hit(open, "/api/contact", ip)).statusCode).toBe(400);
    } finally {
      await open.close();
    }
  });
});

describe("form rate limits in Redis", async () => {
  const available = await reachable(REDIS_URL);
  if (!available)
    console.warn(`Skipping the Redis rate-limit test: nothing listens at ${REDIS_URL} (set TEST_REDIS_URL to point at a Redis).`);

  it.runIf(available)("are shared by two instances", async () => {
    const [a, b] = [await createTestApp("sqlite", { REDIS_URL }), await createTestApp("sqlite", { REDIS_URL })];
    try {
      const ip = randomIp();
      for (let i = 0; i < SERVER_RATE_LIMIT.max; i++) expect((await hit(i % 2 ? a : b, "/api/contact", ip)).statusCode).toBe(400);
      const limited = await hit(a, "/api/contact", ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, ...coded(contactMessages, "tooManyRequests") });
      expect((await hit(b, "/api/contact", ip)).statusCode).toBe(429);
      // A concurrent burst across both instances: exactly the limit gets through.
      const burstIp = randomIp();
      const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => hit(i % 2 ? a : b, "/api/newsletter/subscribe", burstIp)));
      expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(24 - SERVER_RATE_LIMIT.max);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("count in each instance's memory when Redis cannot be reached, never answering 5xx", async () => {
    const t = await createTestApp("sqlite", { REDIS_URL: "redis://127.0.0.1:1" });
    try {
      const ip = randomIp();
      for (let i = 0; i < SERVER_RATE_LIMIT.max; i++) expect((await hit(t, "/api/contact", ip)).statusCode).toBe(400);
      expect((await hit(t, "/api/contact", ip)).statusCode).toBe(429);
      expect((await hit(t, "/api/contact", randomIp())).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
