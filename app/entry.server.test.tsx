import type * as ReactRouter from "react-router";
import { createRequestHandler, isRouteErrorResponse, type EntryContext, type ServerBuild } from "react-router";
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
// standard output for every one, past the JSON logger and LOG_LEVEL (issue 33).
describe("React Router's errors", () => {
  const build = {
    entry: { module: { default: (_request: Request, status: number) => new Response("document", { status }), handleError } },
    routes: { root: { id: "root", path: "", module: { default: () => null } } },
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;

  it("go to the server's logger through the load context, never to the console", async () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: unknown[] = [];
    try {
      const handle = createRequestHandler(build, "production");
      const response = await handle(new Request("http://localhost/", { method: "POST", body: "a=1" }), {
        cspNonce: "",
        reportError: (error: unknown) => reported.push(error),
      } as never);
      expect(response.status).toBe(405);
      expect(printed).not.toHaveBeenCalled();
      expect(reported).toHaveLength(1);
      expect(isRouteErrorResponse(reported[0]) && reported[0].status).toBe(405);
    } finally {
      printed.mockRestore();
    }
  });
});
