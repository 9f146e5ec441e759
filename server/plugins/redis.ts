import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { redisFallback, type RedisFallback } from "./redis-fallback";

declare module "fastify" {
  interface FastifyInstance {
    /** The one Redis client when REDIS_URL is set (rate limits, sign-in throttling), else null: each instance counts alone. */
    redis: Redis | null;
    /** Whether its users ask Redis or the instance's memory right now (null without Redis). */
    redisFallback: RedisFallback | null;
  }
}

/** The line docs/deploy.md promises while Redis does not answer, at most once a minute. */
export const redisUnavailableMessage =
  "Redis unavailable: form rate limits and sign-in attempts are counted by each instance on its own meanwhile";

/**
 * A client that fails fast: commands are not queued while disconnected (they would hold requests up), and a command
 * that gets no answer within `commandTimeoutMs` fails (a paused Redis keeps the connection open and answers nothing;
 * without it every form and sign-in waited until Redis woke, issue 33). Its users then count in the instance's memory
 * (plugins/redis-fallback.ts), and it reconnects by itself.
 */
export function createRedisClient(url: string, commandTimeoutMs = 1_000): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: commandTimeoutMs,
    lazyConnect: false,
  });
}

/** Connects the shared Redis client (waiting a moment for the first connection) and closes it with the app. */
export const redisPlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate("redis", null);
      app.decorate("redisFallback", null);
      return;
    }
    const redis = createRedisClient(url, app.config.redisCommandTimeoutMs);
    let lastReported = Number.NEGATIVE_INFINITY;
    const fallback = redisFallback({
      onUnavailable: (error) => {
        // One line a minute is enough while it reconnects or stays paused.
        if (Date.now() - lastReported < 60_000) return;
        lastReported = Date.now();
        app.log.warn({ err: error instanceof Error ? error.message : String(error) }, redisUnavailableMessage);
      },
      onRecovered: () => app.log.info("Redis answers again: form rate limits and sign-in attempts are shared by the instances again"),
    });
    redis.on("error", (error) => fallback.markDown(error));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once("ready", () => (clearTimeout(timer), resolve()));
    });
    app.decorate("redis", redis);
    app.decorate("redisFallback", fallback);
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: "redis" },
);
