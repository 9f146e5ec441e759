/**
 * At most `atOnce` holders at a time and at most `waiting` in line for a slot; anyone beyond that is
 * turned away at once (take() answers undefined), so the caller can answer 503 instead of queueing
 * without bound. One instance per app (created in the route plugin), never per module.
 *
 * Hand-written rather than p-limit: p-limit queues without bound and is not a dependency here;
 * this is the queue plus the refusal, and nothing else.
 */
export interface BoundedSlots {
  /** A slot (resolves with its release function), or undefined when the line is full. */
  take(): Promise<() => void> | undefined;
  readonly active: number;
  readonly queued: number;
}

export function boundedSlots({ atOnce, waiting }: { atOnce: number; waiting: number }): BoundedSlots {
  let active = 0;
  const line: (() => void)[] = [];
  const release = () => {
    const next = line.shift();
    // The slot passes straight to the next in line, so `active` never drops below what is running.
    if (next) next();
    else active--;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    take() {
      if (active < atOnce) {
        active++;
        return Promise.resolve(once());
      }
      if (line.length >= waiting) return undefined;
      return new Promise((resolve) => line.push(() => resolve(once())));
    },
    get active() {
      return active;
    },
    get queued() {
      return line.length;
    },
  };
}
