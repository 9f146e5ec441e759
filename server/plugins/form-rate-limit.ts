import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { SERVER_RATE_LIMIT } from "#contracts/forms/limits";
import { HttpError } from "#server/errors";
import { MemoryRateStore } from "./memory-rate-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Route config for a public form: SERVER_RATE_LIMIT per IP, answered with 429 and `message`. */
    formRateLimit(message: string): { rateLimit?: RateLimitOptions };
  }
}

/**
 * Per-IP limits on the public forms. In memory by default; in Redis when
 * REDIS_URL is set so all instances count together. If Redis is unreachable
 * the forms stay open (logged): losing enquiries is worse than a short
 * unlimited spell, and the browser's own one-a-minute rule still applies.
 * Counted before the body is read, so a flood costs no parsing.
 */
export const formRateLimit = fp(async (app) => {
  const { rateLimitDisabled, redisUrl } = app.config;
  if (rateLimitDisabled) {
    app.decorate("formRateLimit", () => ({}));
    return;
  }
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
    let lastReported = 0;
    redis.on("error", (error) => {
      // The client reconnects by itself; one line a minute is enough.
      if (Date.now() - lastReported < 60_000) return;
      lastReported = Date.now();
      app.log.warn({ err: error.message }, "rate limit: Redis unavailable, forms are not limited meanwhile");
    });
    // Commands are not queued while disconnected (they would hold requests up), so wait a moment for the first connection.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis!.once("ready", () => (clearTimeout(timer), resolve()));
    });
    app.addHook("onClose", async () => {
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : { store: MemoryRateStore as never }),
    nameSpace: "forms-rate-limit:",
    skipOnError: true,
    max: SERVER_RATE_LIMIT.max,
    timeWindow: SERVER_RATE_LIMIT.windowMs,
  });
  app.decorate("formRateLimit", (message: string) => ({
    rateLimit: {
      max: SERVER_RATE_LIMIT.max,
      timeWindow: SERVER_RATE_LIMIT.windowMs,
      errorResponseBuilder: () => new HttpError(429, message),
    },
  }));
});
