import type { TestApp } from "#server/test/test-app";

/**
 * POST /api/quotes as the quote form's script sends it (JSON; a string or Buffer goes as it is, to test what is no
 * form), each request from its own address in `subnet` so the rate limit never joins in. `app` is read per request:
 * the suite's app is created in its beforeAll.
 */
export function quoteSender(app: () => TestApp, subnet: string) {
  let ip = 0;
  return (payload: unknown, headers: Record<string, string> = {}) =>
    app().app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: typeof payload === "string" || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
      headers: { "content-type": "application/json", ...headers },
      remoteAddress: `${subnet}.${++ip % 250}`,
    });
}
