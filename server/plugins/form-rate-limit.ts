import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { SERVER_RATE_LIMIT } from "#contracts/forms/limits";
import type { CodedMessage } from "#server/i18n/english";
import { HttpError } from "#server/errors";
import { MemoryRateStore } from "./memory-rate-store";
import { sharedRateStore } from "./shared-rate-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Route config for a public form: SERVER_RATE_LIMIT per IP, answered with 429 and `message`. */
    formRateLimit(answer: string | CodedMessage): { rateLimit?: RateLimitOptions };
  }
}

/**
 * Per-IP limits on the public forms. In memory by default; in Redis when
 * REDIS_URL is set so all instances count together. While Redis is unreachable
 * or answers nothing within REDIS_COMMAND_TIMEOUT_MS, each instance counts in memory
 * (logged by plugins/redis.ts, counted in /metrics): a visitor gets the
 * limit once per instance, and no form answers 5xx because of Redis.
 * Counted before the body is read, so a flood costs no parsing. Uses the app's one Redis client (plugins/redis.ts).
 */
export const formRateLimit = fp(
  async (app) => {
    if (app.config.rateLimitDisabled) {
      app.decorate("formRateLimit", () => ({}));
      return;
    }
    const { redis, redisFallback } = app;
    const nameSpace = "forms-rate-limit:";
    await app.register(rateLimit, {
      global: false,
      store: (redis && redisFallback ? sharedRateStore(redis, redisFallback, nameSpace) : MemoryRateStore) as never,
      nameSpace,
      // A store that still fails lets the request through rather than answer 500.
      skipOnError: true,
      max: SERVER_RATE_LIMIT.max,
      timeWindow: SERVER_RATE_LIMIT.windowMs,
    });
    app.decorate("formRateLimit", (answer: string | CodedMessage) => ({
      rateLimit: {
        max: SERVER_RATE_LIMIT.max,
        timeWindow: SERVER_RATE_LIMIT.windowMs,
        errorResponseBuilder: () => new HttpError(429, answer),
      },
    }));
  },
  { name: "form-rate-limit", dependencies: ["redis"] },
);
