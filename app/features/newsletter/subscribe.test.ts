import { afterEach, describe, expect, it, vi } from "vitest";
import { newsletterMessages as m } from "#contracts/forms/messages";
import { checkEmail, subscribe } from "./subscribe";

const answer = (status: number, body: string) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );
afterEach(() => vi.unstubAllGlobals());

/** docs/product/product-spec.md §8, newsletter: the field message and the toast title for each answer. */
describe("reading the answer to POST /api/newsletter/subscribe", () => {
  it.each([
    ["201", () => answer(201, JSON.stringify({ success: true, message: m.success })), { ok: true, message: m.success }],
    [
      "200 (still pending, a fresh email)",
      () => answer(200, JSON.stringify({ success: true, message: m.resent })),
      { ok: true, message: m.resent },
    ],
    [
      "200 (still pending, within the resend cooldown: no email, and it says so)",
      () => answer(200, JSON.stringify({ success: true, message: m.resendWait })),
      { ok: true, message: m.resendWait },
    ],
    ["201 without a readable body", () => answer(201, ""), { ok: true, message: m.success }],
    [
      "409",
      () => answer(409, JSON.stringify({ success: false, message: "x" })),
      { ok: false, message: m.alreadySubscribed, toast: m.alreadySubscribedToast },
    ],
    ["429", () => answer(429, ""), { ok: false, message: m.tooManyAttempts, toast: m.tooManyAttemptsToast }],
    [
      "400 with a message",
      () => answer(400, JSON.stringify({ success: false, message: "Bad address" })),
      { ok: false, message: "Bad address", toast: m.failedToast },
    ],
    ["500 without a body", () => answer(500, ""), { ok: false, message: m.failed, toast: m.failedToast }],
    [
      "a network failure",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new TypeError("offline"))),
        ),
      { ok: false, message: m.network, toast: m.networkToast },
    ],
  ])("%s", async (_, arrange, expected) => {
    arrange();
    expect(await subscribe({ email: "a@b.co", source: "footer", website: "" })).toEqual(expected);
  });

  it.each([
    ["", m.emailRequired],
    ["   ", m.emailRequired],
    ["a@b", m.emailInvalid],
    ["a b@c.de", m.emailInvalid],
    ["a@b.co", null],
  ])("checks %j before sending", (email, expected) => {
    expect(checkEmail(email)).toBe(expected);
  });
});
