import { afterEach, describe, expect, it, vi } from "vitest";
import { contactMessages as m } from "#contracts/forms/messages";
import { sendMessage } from "./send-message";

const payload = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  subject: "Reefers",
  message: "Ten characters at least.",
  website: "",
};
const answer = (status: number, body: string) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );
afterEach(() => vi.unstubAllGlobals());

/** docs/product/product-spec.md §8, contact submit. */
describe("reading the answer to POST /api/contact", () => {
  it.each([
    ["201", () => answer(201, JSON.stringify({ success: true, message: "anything" })), { ok: true, message: m.success }],
    [
      "failure with a message",
      () => answer(429, JSON.stringify({ success: false, message: m.tooManyRequests })),
      { ok: false, message: m.tooManyRequests, errors: [] },
    ],
    ["failure without one", () => answer(500, "<html>"), { ok: false, message: m.failed, errors: [] }],
    ["success: false on a 200", () => answer(200, JSON.stringify({ success: false })), { ok: false, message: m.failed, errors: [] }],
    [
      "400 with errors[]",
      () => answer(400, JSON.stringify({ success: false, message: m.fixErrors, errors: [{ field: "email", message: m.emailInvalid }] })),
      { ok: false, message: m.fixErrors, errors: [{ field: "email", message: m.emailInvalid }] },
    ],
    [
      "an exception",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new TypeError("offline"))),
        ),
      { ok: false, message: m.unexpected, errors: [] },
    ],
  ])("%s", async (_, arrange, expected) => {
    arrange();
    expect(await sendMessage(payload)).toEqual(expected);
  });
});
