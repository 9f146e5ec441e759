import type { Redis } from "ioredis";
import type { RedisFallback } from "#server/plugins/redis-fallback";

/**
 * When attempts on one key (an address, an address on an account, an account) are let through: the first
 * `free` ones at once, then each only `firstDelayMs` × 2^k after the one before (k = 0, 1, 2 …), at most
 * `maxDelayMs`; the key is forgotten `forgetAfterMs` after its last counted attempt, which must be longer
 * than `maxDelayMs` for the longest wait to hold. The rules in use are in sign-in-throttle.ts.
 */
export interface ThrottleRule {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in attempts per key, with progressive delay. In memory for one instance; in Redis when several
 * instances share the load, so an attacker cannot multiply the allowance by the number of instances.
 */
export interface AttemptCounter {
  /** In one step: refuses an attempt that is not yet due (and does not count it), or counts it. */
  take(key: string, rule: ThrottleRule): Promise<ThrottleDecision>;
  /** Takes one counted attempt back (it was not judged, or it succeeded). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Marks a key for `ttlMs` (an address the account signed in from). */
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The wait before attempt number `attempt` (1-based) may come, after the one before it. */
export function delayBefore(attempt: number, rule: ThrottleRule): number {
  if (attempt <= rule.free) return 0;
  return Math.min(rule.firstDelayMs * 2 ** Math.min(attempt - rule.free - 1, 30), rule.maxDelayMs);
}

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// Bounds memory when attempts come for very many different emails or addresses.
const maxKeys = 100_000;

/** A Map that drops expired entries, then the oldest tenth (Map keeps insertion order), when it is full. */
function boundedMap<V extends { expiresAt: number }>(now: () => number) {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const entry = map.get(key);
      if (entry && entry.expiresAt <= now()) {
        map.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key: string, entry: V) {
      if (!map.has(key) && map.size >= maxKeys) {
        const time = now();
        for (const [old, value] of map) if (value.expiresAt <= time) map.delete(old);
        for (const old of map.keys()) {
          if (map.size < maxKeys * 0.9) break;
          map.delete(old);
        }
      }
      map.set(key, entry);
    },
    delete: (key: string) => map.delete(key),
    clear: () => map.clear(),
  };
}

// `now` is read at each call (not captured once), so tests can move the system clock.
export function createMemoryCounter(now: () => number = () => Date.now()): AttemptCounter {
  const attempts = boundedMap<{ count: number; last: number; expiresAt: number }>(now);
  const marks = boundedMap<{ expiresAt: number }>(now);

  return {
    async take(key, rule) {
      const time = now();
      const entry = attempts.get(key);
      const count = entry?.count ?? 0;
      const dueAt = (entry?.last ?? 0) + delayBefore(count + 1, rule);
      if (entry && time < dueAt) return { allowed: false, retryAfterSeconds: retryAfter(dueAt - time) };
      attempts.set(key, { count: count + 1, last: time, expiresAt: time + rule.forgetAfterMs });
      return { allowed: true };
    },
    async undo(key) {
      const entry = attempts.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      attempts.delete(key);
    },
    async mark(key, ttlMs) {
      marks.set(key, { expiresAt: now() + ttlMs });
    },
    async isMarked(key) {
      return marks.get(key) !== undefined;
    },
    async close() {
      attempts.clear();
      marks.clear();
    },
  };
}

// The same decision as the memory counter's take(), in one step on the server's clock (so instances agree).
// Answers 0 when the attempt is counted, else the seconds to wait.
const takeScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local free, first, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
if count + 1 > free then
  local due = last + math.min(first * 2 ^ math.min(count - free, 30), max)
  if now < due then return math.max(1, math.ceil((due - now) / 1000)) end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], forget)
return 0`;

// HINCRBY on a missing key would create one without an expiry.
const undoScript = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('HGET', KEYS[1], 'count') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0`;

/**
 * Redis-backed counter on the app's one client. While Redis is unreachable, or answers nothing within its command
 * time-out, it counts in memory instead (`redisFallback` decides, plugins/redis-fallback.ts): sign-in stays possible
 * and still throttled per instance, and a sign-in waits on a hung Redis at most once a second, not once per count.
 */
export function createRedisCounter(redis: Redis, redisFallback: RedisFallback): AttemptCounter {
  const fallback = createMemoryCounter();
  const prefix = "staff-login:";

  const attempt = <T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> =>
    redisFallback.run("sign-in-throttle", viaRedis, viaMemory);

  return {
    take: (key, rule) =>
      attempt(
        async () => {
          const { free, firstDelayMs, maxDelayMs, forgetAfterMs } = rule;
          const wait = (await redis.eval(takeScript, 1, prefix + key, free, firstDelayMs, maxDelayMs, forgetAfterMs)) as number;
          return wait === 0 ? { allowed: true as const } : { allowed: false as const, retryAfterSeconds: wait };
        },
        () => fallback.take(key, rule),
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
    mark: (key, ttlMs) =>
      attempt(
        async () => {
          await redis.set(prefix + key, "1", "PX", ttlMs);
        },
        () => fallback.mark(key, ttlMs),
      ),
    isMarked: (key) =>
      attempt(
        async () => (await redis.exists(prefix + key)) === 1,
        () => fallback.isMarked(key),
      ),
    // The client is the app's (plugins/redis.ts), closed with the app.
    async close() {
      await fallback.close();
    },
  };
}
