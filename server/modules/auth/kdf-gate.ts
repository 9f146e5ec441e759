/**
 * Caps how many password hashes run at once. Each scrypt call holds 128 MiB
 * and a thread-pool thread for ~0.3 s; without a cap a flood of sign-ins would
 * starve file and DNS work on the pool and exhaust memory. Beyond the queue
 * limit callers are turned away at once instead of waiting.
 */
export class GateFullError extends Error {}

export function createGate(maxActive: number, maxWaiting: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= maxActive) {
      if (waiting.length >= maxWaiting) throw new GateFullError("too many password checks waiting");
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
}
