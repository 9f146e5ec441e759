import { readStored, writeStored } from "./storage";

/**
 * The forms' one-submission-per-minute rule (docs/product/product-spec.md §5): the time of the last
 * successful submission is kept in localStorage under `key`, so it holds
 * across reloads and tabs.
 */
export function coolingDown(key: string, periodMs: number, now = Date.now()): boolean {
  const last = Number(readStored(key));
  return Number.isFinite(last) && last > 0 && now - last < periodMs && last <= now;
}

export function startCooldown(key: string, now = Date.now()): void {
  writeStored(key, String(now));
}
