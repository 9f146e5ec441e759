import { LRUCache } from "lru-cache";

export interface TtlCacheOptions {
  /** How long a loaded value is served without asking again. */
  ttlMs: number;
  maxEntries?: number;
  /**
   * How long past its TTL a value may still be served when a fresh load fails (the database is away):
   * stale-if-error, docs/decisions/015-stale-blog-reads-while-the-database-is-away.md.
   */
  staleMs?: number;
  /** After a failed load, the stale value is served this long before the next attempt, so an outage costs one try a second per key. */
  retryMs?: number;
  /** Told each time a failed load is answered with a stale value (the caller logs it). */
  onStale?: (key: string, error: unknown) => void;
}

interface Entry {
  /** The last value loaded, and until when it counts as fresh. */
  settled?: { value: unknown };
  freshUntil: number;
  /** The load under way, shared by every reader who comes meanwhile. */
  pending?: Promise<unknown>;
  /** The last load failed: until one succeeds, a reader waits on a retry at most `staleWaitMs`, then gets the stale value. */
  failing?: boolean;
}

/**
 * How long a reader waits for a retry of a key whose last load failed before the stale value answers: long enough
 * for a database that is back to answer, far shorter than a hung one's time limit.
 */
const staleWaitMs = 250;

function orStale(pending: Promise<unknown>, stale: { value: unknown }): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(() => resolve(stale.value), staleWaitMs)));
  // A failed retry is answered with the stale value by the load itself; either way the timer goes.
  return Promise.race([pending, waited]).finally(() => clearTimeout(timer));
}

/**
 * A small read-through cache: concurrent readers of a missing or expired key share one load, and
 * clear() drops everything (the blog's invalidate(), after a staff write). When a load fails, the last
 * value loaded is served instead for up to `staleMs` (retried every `retryMs`; a reader waits on a retry at
 * most `staleWaitMs`); a key with no earlier value, or one dropped by clear(), passes the failure on and is
 * forgotten at once.
 */
export function ttlCache({ ttlMs, maxEntries = 500, staleMs = 24 * 60 * 60_000, retryMs = 1_000, onStale }: TtlCacheOptions) {
  // Unknown slugs are cached too; when they fill it, the least recently read go first, so a crawl does not flush the pages being read.
  // The LRU's own time limit (from the last successful load) is where a stale value stops being served.
  // One clock for both limits (the LRU's default is performance.now()), so a test can move it with the system time.
  const entries = new LRUCache<string, Entry>({ max: maxEntries, ttl: Math.max(1, ttlMs + staleMs), perf: { now: () => Date.now() } });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      // While the database is away a load may take its whole time limit (a hung server, issue 33): a reader of a key
      // whose last load failed waits for the retry at most `staleWaitMs`, then gets the stale value; the load goes on.
      if (found?.pending) return (found.failing && found.settled ? orStale(found.pending, found.settled) : found.pending) as Promise<T>;
      if (found?.settled && Date.now() < found.freshUntil) return Promise.resolve(found.settled.value as T);
      const entry: Entry = found ?? { freshUntil: 0 };
      if (!found) entries.set(key, entry);
      const stale = entry.settled;
      // Whether clear() has dropped this entry since the load began: then its result is not kept, nor its stale value served.
      const dropped = () => entries.peek(key) !== entry;
      const pending = load().then(
        (value) => {
          if (!dropped()) {
            Object.assign(entry, { settled: { value }, freshUntil: Date.now() + ttlMs, pending: undefined, failing: false });
            entries.set(key, entry);
          }
          return value;
        },
        (error: unknown) => {
          if (dropped()) throw error;
          entry.pending = undefined;
          if (!stale) {
            entries.delete(key);
            throw error;
          }
          entry.freshUntil = Date.now() + retryMs;
          entry.failing = true;
          onStale?.(key, error);
          return stale.value as T;
        },
      );
      entry.pending = pending;
      return (entry.failing && stale ? orStale(pending, stale) : pending) as Promise<T>;
    },
    clear() {
      entries.clear();
    },
  };
}
