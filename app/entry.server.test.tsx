import type * as ReactRouter from "react-router";
import type { EntryContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import handleRequest from "./entry.server";

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
