import type { FastifyBaseLogger } from "fastify";

type Level = "fatal" | "error" | "warn" | "info" | "debug";

/**
 * Writes a line unless a line of the same kind was written in the last `intervalMs`; the next line of that kind
 * that is written says how many were held back (`suppressed`). Lines that requests cause (a refused database, a
 * page posted to without a form, a failed render) would otherwise let one client flood the log: a flood now costs
 * at most one line per kind a second (issue 33). `kind` is a name the code chooses, never the client: the map of
 * kinds stays as small as the code's list of them.
 */
export function createLogThrottle({ intervalMs = 1_000, now = Date.now }: { intervalMs?: number; now?: () => number } = {}) {
  const kinds = new Map<string, { at: number; suppressed: number }>();
  return function write(log: FastifyBaseLogger, level: Level, kind: string, fields: Record<string, unknown>, message: string) {
    const time = now();
    const last = kinds.get(kind);
    if (last && time - last.at < intervalMs) {
      last.suppressed += 1;
      return;
    }
    kinds.set(kind, { at: time, suppressed: 0 });
    log[level]({ ...fields, ...(last?.suppressed ? { suppressed: last.suppressed } : {}) }, message);
  };
}

export type LogThrottle = ReturnType<typeof createLogThrottle>;
