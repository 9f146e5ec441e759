import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";
import { MemoryRateStore } from "./memory-rate-store";

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

/**
 * A `store` for @fastify/rate-limit: the counts in Redis, shared by every instance; while Redis
 * cannot answer, each instance counts in its own memory, so a visitor gets at most the limit per
 * instance instead of no limit at all (docs/deploy.md). The client fails fast while disconnected
 * (plugins/redis.ts), so a request never waits for Redis, and plugins/redis.ts logs the outage.
 * A class made per app (@fastify/rate-limit constructs the store itself), never shared between apps.
 */
export function sharedRateStore(redis: Redis, nameSpace: string) {
  return class SharedRateStore {
    private readonly shared: RedisStore;
    private readonly local: MemoryRateStore;

    constructor(
      params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      parts?: { shared: RedisStore; local: MemoryRateStore },
    ) {
      this.shared =
        parts?.shared ?? new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis, nameSpace);
      this.local = parts?.local ?? new MemoryRateStore();
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.shared.read(key, (error, result) => (error ? this.local.read(key, callback) : callback(null, result)), timeWindow, max);
    }

    /** One per route, as @fastify/rate-limit asks: each form counts on its own, in Redis and in memory. */
    child(routeOptions: object) {
      return new SharedRateStore({}, { shared: this.shared.child(routeOptions), local: this.local.child() });
    }
  };
}
