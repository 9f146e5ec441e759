import type { FastifyBaseLogger } from "fastify";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { createLogThrottle } from "#server/lib/log-throttle";
import { routeErrorReport } from "./route-error-report";

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  return { log: { info: at("info"), warn: at("warn"), error: at("error") } as unknown as FastifyBaseLogger, lines };
}

/** The error React Router hands to handleError for a POST to a page without an action. */
async function noActionError() {
  const { createStaticHandler } = await import("react-router");
  const handler = createStaticHandler([{ id: "root", path: "/", loader: () => null }]);
  const context = await handler.query(new Request("http://localhost/", { method: "POST", body: "a=1" }));
  if (context instanceof Response) throw new Error("expected a context");
  return Object.values(context.errors ?? {})[0];
}

describe("React Router's errors in the log (issue 33)", () => {
  it("writes a POST to a page without a form handler as one info line, without a stack, however many come", async () => {
    const { log, lines } = recorder();
    const report = routeErrorReport(log, createLogThrottle());
    const error = await noActionError();
    for (let i = 0; i < 500; i++) report(error);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe("info");
    expect(lines[0]!.fields.status).toBe(405);
    expect(String(lines[0]!.fields.detail)).toMatch(/did not provide an `action`/);
    expect(JSON.stringify(lines[0])).not.toMatch(/\bat \w/);
  });

  it("writes a database that cannot answer as a warning, and any other failure as an error", () => {
    const { log, lines } = recorder();
    const report = routeErrorReport(log, createLogThrottle());
    report(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    // The readers' 503 route error (blog-page-reader.ts) is the same outage: held back as another line of that kind.
    report(new ErrorResponseImpl(503, "Service Unavailable", { message: "Service temporarily unavailable" }));
    report(new TypeError("cannot read properties of undefined"));
    // Another failure within the second is held back: the next line of its kind will say how many were.
    report(new RangeError("invalid array length"));
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ["warn", "request failed: database unavailable"],
      ["error", "page render failed"],
    ]);
  });
});
