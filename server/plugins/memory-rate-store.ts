type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

const MAX_KEYS = 100_000;

/**
 * Fixed-window counters in memory, for @fastify/rate-limit's `store` option.
 * Its own LocalStore hands every caller the same mutable counter object, so
 * requests arriving in the same tick all read the final count (a burst of 12
 * from one address got 12 refusals instead of 10 answers and 2 refusals).
 * This store answers each caller with its own snapshot.
 */
export class MemoryRateStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, window);
      if (this.windows.size > MAX_KEYS) this.evict(now);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.resetAt - now });
  }

  read(key: string, callback: Callback) {
    const now = Date.now();
    const window = this.windows.get(key);
    callback(null, window && window.resetAt > now ? { current: window.count, ttl: window.resetAt - now } : { current: 0, ttl: 0 });
  }

  /** One store per route, so each form counts on its own. */
  child() {
    return new MemoryRateStore();
  }

  /** Expired windows go first; if a flood of addresses still overfills the map, the oldest windows go. */
  private evict(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
