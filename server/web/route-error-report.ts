import type { FastifyBaseLogger } from "fastify";
import { isRouteErrorResponse } from "react-router";
import { isDatabaseUnavailable } from "#server/errors";
import type { LogThrottle } from "#server/lib/log-throttle";

/**
 * What the load context's reportError() writes for one request: React Router's errors through the JSON logger at
 * their level, at most one line per kind a second. A refusal the client caused (a POST to a page without a form
 * handler is a 405 whose error React Router printed with its stack, 1,090 bytes a request, issue 33) is info; a
 * database that cannot answer is the warning the API writes; anything else is an error of the render.
 */
export function routeErrorReport(log: FastifyBaseLogger, logThrottled: LogThrottle) {
  return (error: unknown) => {
    if (isRouteErrorResponse(error) && error.status < 500) {
      const inner = (error as { error?: unknown }).error;
      const detail = inner instanceof Error ? inner.message : error.statusText;
      logThrottled(log, "info", `page-refused-${error.status}`, { status: error.status, detail }, "page request refused");
    } else if (isDatabaseUnavailable(error) || (isRouteErrorResponse(error) && error.status === 503)) {
      // A 503 route error is the blog and careers readers' word for the same thing (blog-page-reader.ts).
      logThrottled(log, "warn", "database-unavailable", { err: error }, "request failed: database unavailable");
    } else {
      logThrottled(log, "error", "page-failed", { err: error }, "page render failed");
    }
  };
}
