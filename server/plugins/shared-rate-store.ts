import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";
import { MemoryRateStore } from "./memory-rate-store";
import type { RedisFallback } from "./redis-fallback";

type Counts = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counts | null) => void;

/**
 * A `store` for @fastify/rate-limit: the counts in Redis, shared by every instance; while Redis
 * cannot answer (down, or paused past its command time-out), each instance counts in its own memory, so a
 * visitor gets at most the limit per instance instead of no limit at all (docs/deploy.md). `fallback`
 * (plugins/redis-fallback.ts) decides which to ask, so a request waits on a hung Redis at most once a second.
 * A class made per app (@fastify/rate-limit constructs the store itself), never shared between apps.
 */
export function sharedRateStore(redis: Redis, fallback: RedisFallback, nameSpace: string) {
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
      answer(
        callback,
        fallback.run(
          "form-rate-limit",
          () => promised<Counts>((done) => this.shared.incr(key, done, timeWindow, max)),
          () => promised<Counts>((done) => this.local.incr(key, done, timeWindow)),
        ),
      );
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      answer(
        callback,
        fallback.run(
          "form-rate-limit",
          () => promised<Counts>((done) => this.shared.read(key, done, timeWindow, max)),
          () => promised<Counts>((done) => this.local.read(key, done)),
        ),
      );
    }

    /** One per route, as @fastify/rate-limit asks: each form counts on its own, in Redis and in memory. */
    child(routeOptions: object) {
      return new SharedRateStore({}, { shared: this.shared.child(routeOptions), local: this.local.child() });
    }
  };
}

function promised<T>(start: (done: (error: Error | null, result: T | null) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, result) => (error ? reject(error) : resolve(result as T))));
}

function answer(callback: Callback, counts: Promise<Counts>) {
  counts.then(
    (result) => callback(null, result),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
  );
}
