import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

export interface RotationOptions {
  /** Time each item stays on screen (docs/product/product-spec.md §2.5: 3000 ms). */
  intervalMs?: number;
  /** Extra wait before the first change, so neighbouring rotations do not flip in unison. */
  delayMs?: number;
  paused?: boolean;
}

/**
 * The index of the item to show out of `count`, advancing every interval and
 * wrapping to the first. Stays on the first item for reduced motion.
 */
export function useRotation(count: number, { intervalMs = 3000, delayMs = 0, paused = false }: RotationOptions = {}) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const still = paused || reducedMotion || count < 2;

  useEffect(() => {
    if (still) return;
    const advance = () => setIndex((current) => (current + 1) % count);
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      advance();
      interval = setInterval(advance, intervalMs);
    }, delayMs + intervalMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [still, count, intervalMs, delayMs]);

  return reducedMotion ? 0 : index % Math.max(count, 1);
}
