/** What the instance uses Redis for; each falls back to the instance's memory on its own. */
export type RedisUse = "form-rate-limit" | "sign-in-throttle";

export interface RedisFallbackOptions {
  /** Told of each failure (the caller logs at most one a minute: plugins/redis.ts). */
  onUnavailable(error: unknown): void;
  /** Told when Redis answers again after failing. */
  onRecovered?(): void;
  /** How long after a failure calls go straight to memory before one of them asks Redis again. */
  retryMs?: number;
  now?: () => number;
}

/**
 * Whether to ask Redis or the instance's memory, shared by every use of the one client (plugins/redis.ts). A command
 * that fails or runs out of time (REDIS_COMMAND_TIMEOUT_MS: a paused Redis keeps its connection open and answers
 * nothing) sends that call to memory, and so, for `retryMs`, every call after it: a paused Redis then costs one
 * request a time-out once a second, not every request (issue 33). After that one call asks Redis again (the others
 * still go to memory meanwhile); the first answer makes the counts shared again. docs/deploy.md promises this:
 * no request fails because of Redis, and a visitor gets the limit once per instance meanwhile.
 */
export function redisFallback({ onUnavailable, onRecovered, retryMs = 1_000, now = Date.now }: RedisFallbackOptions) {
  let downUntil = 0;
  let probing = false;
  let available = true;
  const fallbacks = new Map<RedisUse, number>();

  const markDown = (error: unknown) => {
    downUntil = now() + retryMs;
    available = false;
    onUnavailable(error);
  };
  const toMemory = <T>(use: RedisUse, viaMemory: () => T | Promise<T>) => {
    fallbacks.set(use, (fallbacks.get(use) ?? 0) + 1);
    return viaMemory();
  };

  return {
    async run<T>(use: RedisUse, viaRedis: () => Promise<T>, viaMemory: () => T | Promise<T>): Promise<T> {
      if (!available && (probing || now() < downUntil)) return toMemory(use, viaMemory);
      const probe = !available;
      probing ||= probe;
      try {
        const value = await viaRedis();
        if (!available) {
          available = true;
          onRecovered?.();
        }
        return value;
      } catch (error) {
        markDown(error);
        return toMemory(use, viaMemory);
      } finally {
        if (probe) probing = false;
      }
    },
    /** The client reported a lost connection (its "error" event): memory until it answers again. */
    markDown,
    /** Whether the last word from Redis was an answer. */
    available: () => available,
    /** Calls answered from memory since start, per use (for /metrics). */
    fallbacks: (): ReadonlyMap<RedisUse, number> => fallbacks,
  };
}

export type RedisFallback = ReturnType<typeof redisFallback>;
