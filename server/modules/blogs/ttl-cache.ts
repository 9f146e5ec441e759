/**
 * A small read-through cache of promises: concurrent readers of a missing key
 * share one load, a failed load is forgotten at once, and clear() drops
 * everything (the blog's invalidate()).
 */
export function ttlCache({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      // Unknown slugs are cached too; a flood of them must not grow memory without bound.
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      const entry = { expires: now + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
