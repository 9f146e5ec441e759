import type * as ReactRouter from "react-router";
import { createStaticHandler, isRouteErrorResponse, type EntryContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import handleRequest, { handleError } from "./entry.server";

// The document itself is not under test here: a one-line page stands in for the router.
vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  ServerRouter: () => <p>page</p>,
}));

const render = (userAgent: string) =>
  handleRequest(
    new Request("http://localhost/staff", { headers: { "user-agent": userAgent } }),
    200,
    new Headers(),
    { isSpaMode: false } as EntryContext,
    { cspNonce: "n" } as never,
  );

describe("server rendering", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["a browser", "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36"],
    ["a crawler", "Googlebot/2.1 (+http://www.google.com/bot.html)"],
  ])("leaves no abort timer behind once the page for %s is rendered", async (_, userAgent) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await render(userAgent);
    expect(await response.text()).toContain("<p>page</p>");
    expect(vi.getTimerCount()).toBe(0);
  });
});

// A POST to a page without a form handler is answered 405; React Router printed its error with the stack on
// standard output for every one, past the JSON logger and LOG_LEVEL (issue 33). It calls the entry's handleError.
describe("React Router's errors", () => {
  it("go to the server's logger through the load context, never to the console", async () => {
    const handler = createStaticHandler([{ id: "root", path: "/", loader: () => null }]);
    const request = new Request("http://localhost/", { method: "POST", body: "a=1" });
    const context = await handler.query(request);
    const error = context instanceof Response ? undefined : Object.values(context.errors ?? {})[0];
    expect(isRouteErrorResponse(error) && error.status).toBe(405);

    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: unknown[] = [];
    try {
      handleError(error, { request, params: {}, context: { reportError: (e: unknown) => reported.push(e) } } as never);
      expect(printed).not.toHaveBeenCalled();
      expect(reported).toEqual([error]);
    } finally {
      printed.mockRestore();
    }
  });
});
