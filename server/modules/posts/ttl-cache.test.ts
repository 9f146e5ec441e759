import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache";

describe("ttlCache", () => {
  it("keeps the pages being read when a crawl of unknown keys fills it", async () => {
    const cache = ttlCache({ ttlMs: 60_000, maxEntries: 3 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("hot", load);
    for (const slug of ["a", "b", "c", "d"]) {
      await cache.get(slug, load);
      // Readers keep coming back to the hot page while the crawl goes on.
      await cache.get("hot", load);
    }
    expect(loads).toBe(5);
  });

  it("shares one load between concurrent readers and forgets a failed load", async () => {
    const cache = ttlCache({ ttlMs: 60_000 });
    let loads = 0;
    const [a, b] = await Promise.all([cache.get("k", async () => ++loads), cache.get("k", async () => ++loads)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("bad", async () => "back")).toBe("back");
  });

  it("loads again once the time is up, and after clear()", async () => {
    const cache = ttlCache({ ttlMs: 20 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", load);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get("k", load)).toBe(2);
    cache.clear();
    expect(await cache.get("k", load)).toBe(3);
  });
});

describe("ttlCache while loads fail (stale-if-error)", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const down = () => Promise.reject(new Error("database away"));

  it("serves the last good copy after its time is up, and tells why", async () => {
    const stale: unknown[] = [];
    const cache = ttlCache({ ttlMs: 20, onStale: (_key, error) => stale.push(error) });
    await cache.get("k", async () => "good");
    await sleep(30);
    expect(await cache.get("k", down)).toBe("good");
    expect(stale).toHaveLength(1);
  });

  it("does not try the database again for retryMs after a failure, then picks up the new copy", async () => {
    const cache = ttlCache({ ttlMs: 20, retryMs: 60 });
    await cache.get("k", async () => "good");
    await sleep(30);
    let attempts = 0;
    const failing = () => (attempts++, down());
    expect(await cache.get("k", failing)).toBe("good");
    expect(await cache.get("k", failing)).toBe("good");
    expect(attempts).toBe(1);
    await sleep(70);
    expect(await cache.get("k", async () => "back")).toBe("back");
  });

  it("answers with the stale copy within a quarter second while a retry hangs (issue 33)", async () => {
    const cache = ttlCache({ ttlMs: 20, retryMs: 30 });
    await cache.get("k", async () => "good");
    await sleep(30);
    expect(await cache.get("k", down)).toBe("good");
    await sleep(40);
    let finish!: (value: string) => void;
    const hanging = () => new Promise<string>((resolve) => (finish = resolve));
    // The retry hangs; neither the reader who started it nor the next one waits for it.
    const startedAt = performance.now();
    expect(await Promise.all([cache.get("k", hanging), cache.get("k", hanging)])).toEqual(["good", "good"]);
    expect(performance.now() - startedAt).toBeLessThan(600);
    finish("back");
    await sleep(0);
    expect(await cache.get("k", down)).toBe("back");
  });

  it("has nothing to serve for a key it never loaded, so the failure reaches the caller", async () => {
    const cache = ttlCache({ ttlMs: 20 });
    await expect(cache.get("never", down)).rejects.toThrow("database away");
  });

  it("forgets stale copies on clear(): a post taken down must not come back during an outage", async () => {
    const cache = ttlCache({ ttlMs: 20 });
    await cache.get("k", async () => "taken down");
    cache.clear();
    await expect(cache.get("k", down)).rejects.toThrow("database away");
  });

  it("serves no copy older than staleMs", async () => {
    const cache = ttlCache({ ttlMs: 10, staleMs: 30 });
    await cache.get("k", async () => "old");
    await sleep(60);
    await expect(cache.get("k", down)).rejects.toThrow("database away");
  });
});
