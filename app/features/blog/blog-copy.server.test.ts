import { data, type AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadFirstPageOfPosts } from "./blog-copy.server";

function loadWith(list: () => Promise<never>) {
  const reported: unknown[] = [];
  const context = { blogs: { list }, reportError: (error: unknown) => reported.push(error) } as unknown as AppLoadContext;
  const thrown = loadFirstPageOfPosts({ params: {}, request: new Request("http://localhost/blog"), context }, 3).then(
    () => undefined,
    (error: unknown) => error as { init?: { status?: number }; data?: { lang?: string } },
  );
  return { thrown, reported };
}

// /blog answered 500 while the database hung, and printed the reader's 503 raw on standard output (issue 33).
describe("the first page of posts when the read fails", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stays a 503 with the page's words when the database cannot answer, and prints nothing", async () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const { thrown, reported } = loadWith(() => Promise.reject(data({ message: "Service temporarily unavailable" }, { status: 503 })));
    const error = await thrown;
    expect(error?.init?.status).toBe(503);
    expect(error?.data?.lang).toBe("en");
    expect(printed).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it("is a 500 with the page's words for any other failure, its cause reported to the server's log", async () => {
    const cause = new TypeError("cannot read properties of undefined");
    const { thrown, reported } = loadWith(() => Promise.reject(cause));
    expect((await thrown)?.init?.status).toBe(500);
    expect(reported).toEqual([cause]);
  });
});
