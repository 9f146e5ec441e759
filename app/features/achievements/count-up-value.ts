/** How long a counter takes to reach its number (docs/product/product-spec.md §2.8). */
export const countUpMs = 1000;

/** Fast at first, gentle at the end, like a counter settling. */
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * What a counter shows `elapsedMs` after its count began: always 0 … value. The time is clamped because an
 * animation frame is stamped with the moment the frame began, which can come before the count was started.
 */
export function countUpValue(elapsedMs: number, value: number): number {
  const progress = Math.min(Math.max(elapsedMs / countUpMs, 0), 1);
  return Math.round(easeOutCubic(progress) * value);
}
