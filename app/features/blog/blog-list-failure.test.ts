import { afterEach, describe, expect, it, vi } from "vitest";
import { blogMessages } from "#contracts/blog";
import { listFailureMessage } from "./blog-failure";
import { listQuery } from "./blog-queries";

/**
 * docs/product/product-spec.md §8: an answer with success: false is 'Failed to fetch blogs'; a request that
 * throws, or an answer that cannot be read, is 'Failed to load blogs'.
 */
async function failureOf(answer: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(answer));
  const error = await listQuery(1, 3)
    .queryFn()
    .then(
      () => undefined,
      (reason: unknown) => reason,
    );
  expect(error, "the query fails").toBeDefined();
  return listFailureMessage(error);
}

describe("a blog list that cannot be shown", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["a 500 with success: false", 500],
    ["a 200 with success: false", 200],
    ["a 429 with success: false", 429],
  ])("says 'Failed to fetch blogs' for %s", async (_, status) => {
    expect(await failureOf(async () => Response.json({ success: false, message: "No" }, { status }))).toBe(blogMessages.fetchFailed);
  });

  it.each([
    ["the request throws", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the answer is not JSON", async () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } })],
    ["the answer is JSON of another shape", async () => Response.json({ posts: [] })],
    ["the answer is cut short", async () => new Response('{"success":true,"data":[', { headers: { "Content-Type": "application/json" } })],
  ])("says 'Failed to load blogs' when %s", async (_, answer) => {
    expect(await failureOf(answer)).toBe(blogMessages.loadListFailed);
  });

  it("says 'Failed to load blogs' for an exception on the server (no error object reaches the page)", () => {
    expect(listFailureMessage(undefined)).toBe(blogMessages.loadListFailed);
    expect(listFailureMessage(new Error("SQLITE_BUSY"))).toBe(blogMessages.loadListFailed);
  });
});
