import { describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { createLogThrottle } from "./log-throttle";

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  const log = { warn: at("warn"), error: at("error"), info: at("info") } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe("the log throttle (issue 33)", () => {
  it("writes one line per kind a second, and the next says how many were held back", () => {
    let time = 0;
    const write = createLogThrottle({ now: () => time });
    const { log, lines } = recorder();
    for (let i = 0; i < 1_000; i++) {
      write(log, "warn", "database-unavailable", { n: i }, "request failed: database unavailable");
      write(log, "info", "no-action", { n: i }, "page has no form handler");
      time += 1;
    }
    expect(lines.map((line) => [line.level, line.fields.n])).toEqual([
      ["warn", 0],
      ["info", 0],
    ]);
    write(log, "warn", "database-unavailable", { n: 1_000 }, "request failed: database unavailable");
    expect(lines.at(-1)).toEqual({ level: "warn", fields: { n: 1_000, suppressed: 999 }, message: "request failed: database unavailable" });
  });
});
