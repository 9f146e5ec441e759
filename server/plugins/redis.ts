import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** The one Redis client when REDIS_URL is set (rate limits, sign-in throttling), else null: each instance counts alone. */
    redis: Redis | null;
  }
}

/**
 * A client that fails fast: commands are not queued while disconnected (they would hold requests
 * up), so its users fall back at once (forms and sign-in counted in each instance's memory) and it reconnects by itself.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
}

/** Connects the shared Redis client (waiting a moment for the first connection) and closes it with the app. */
export const redisPlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate("redis", null);
      return;
    }
    const redis = createRedisClient(url);
    let lastReported = 0;
    redis.on("error", (error) => {
      // One line a minute is enough while it reconnects.
      if (Date.now() - lastReported < 60_000) return;
      lastReported = Date.now();
      app.log.warn(
        { err: error.message },
        "Redis unavailable: form rate limits and sign-in attempts are counted by each instance on its own meanwhile",
      );
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once("ready", () => (clearTimeout(timer), resolve()));
    });
    app.decorate("redis", redis);
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: "redis" },
);
