import { Redis } from "ioredis";

/**
 * Counts sign-in attempts per key (an account or an IP) in fixed windows.
 * In memory for one instance; in Redis when several instances share the load,
 * so an attacker cannot multiply the allowance by the number of instances.
 */
export interface AttemptCounter {
  /** Counts one attempt and returns the attempts in the current window, this one included. */
  hit(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Takes one attempt back (a successful sign-in is not a failure). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

// Bounds memory when attempts come for very many different emails or addresses.
const maxKeys = 100_000;

export function createMemoryCounter(windowMs: number, now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const evict = () => {
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
    // Still nearly full: drop the oldest tenth (Map keeps insertion order), so the scan is rare.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys * 0.9) break;
      windows.delete(key);
    }
  };

  return {
    async hit(key) {
      const time = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        if (windows.size >= maxKeys) evict();
        entry = { count: 0, resetAt: time + windowMs };
        windows.delete(key);
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)) };
    },
    async undo(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and set the expiry in one step, so a key can never be left without one.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

// DECR on a missing key would create one without an expiry.
const undoScript = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Redis-backed counter. While Redis is unreachable it counts in memory
 * instead: sign-in stays possible and still throttled per instance.
 */
export function createRedisCounter(url: string, windowMs: number, onError: (error: unknown) => void): AttemptCounter {
  const redis = new Redis(url, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", () => {});
  const fallback = createMemoryCounter(windowMs);
  const prefix = "staff-login:";

  async function attempt<T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> {
    try {
      return await viaRedis();
    } catch (error) {
      onError(error);
      return viaMemory();
    }
  }

  return {
    hit: (key) =>
      attempt(
        async () => {
          const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowMs)) as [number, number];
          return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
        },
        () => fallback.hit(key),
      ),
    undo: (key) =>
      attempt(
        async () => {
          await redis.eval(undoScript, 1, prefix + key);
        },
        () => fallback.undo(key),
      ),
    reset: (key) =>
      attempt(
        async () => {
          await redis.del(prefix + key);
        },
        () => fallback.reset(key),
      ),
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}
