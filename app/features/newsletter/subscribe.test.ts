import english from "#locales/en.json";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newsletterMessages, serverMessages } from "#contracts/forms/messages";
import { checkEmail, subscribe, type SubscribeOutcome } from "./subscribe";

const answer = (status: number, body: string) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );
afterEach(() => vi.unstubAllGlobals());

const table: Readonly<Record<string, keyof typeof english>> = { ...serverMessages, ...newsletterMessages };
/** A code's English, as the server sends it beside the code and an English page shows it. */
const say = (code: keyof typeof table) => english[table[code]!];
/** What an English page shows for an outcome: its code's words, else the server's own (app/i18n/form-copy.tsx). */
const shown = (outcome: SubscribeOutcome) => (outcome.code ? say(outcome.code) : outcome.message);
/** The server's answer with `code`: its English beside it, as the API sends them. */
const coded = (success: boolean, code: string, extra: object = {}) => JSON.stringify({ success, code, message: say(code), ...extra });

/** docs/product/product-spec.md §8, newsletter: the field message and the toast title for each answer, as codes and their English. */
describe("reading the answer to POST /api/newsletter/subscribe", () => {
  it.each([
    [
      "201",
      () => answer(201, coded(true, "success", { status: "pending" })),
      { ok: true, code: "success", message: say("success") },
      ["Successfully subscribed! Check your email for confirmation.", undefined],
    ],
    [
      "200 (still pending, a fresh email)",
      () => answer(200, coded(true, "resent", { status: "pending" })),
      { ok: true, code: "resent", message: say("resent") },
      ["Successfully subscribed! Check your email for confirmation.", undefined],
    ],
    [
      "200 (still pending, within the resend cooldown: no email, and it says so)",
      () => answer(200, coded(true, "resendWait", { status: "pending" })),
      { ok: true, code: "resendWait", message: say("resendWait") },
      [
        "We sent your confirmation email less than a minute ago. Check your inbox and spam folder; if it is not there, try again in a minute for a fresh link.",
        undefined,
      ],
    ],
    [
      "201 without a readable body",
      () => answer(201, ""),
      { ok: true, code: "success" },
      ["Successfully subscribed! Check your email for confirmation.", undefined],
    ],
    [
      "409",
      () => answer(409, coded(false, "alreadySubscribed")),
      { ok: false, code: "alreadySubscribed", toast: "alreadySubscribedToast" },
      ["This email is already subscribed to our newsletter", "Already subscribed!"],
    ],
    [
      "429",
      () => answer(429, ""),
      { ok: false, code: "tooManyAttempts", toast: "tooManyAttemptsToast" },
      ["Too many attempts. Please try again later.", "Rate limit exceeded!"],
    ],
    [
      "400 with its code",
      () => answer(400, coded(false, "emailInvalid", { errors: [{ field: "email", code: "emailInvalid", message: say("emailInvalid") }] })),
      { ok: false, code: "emailInvalid", message: say("emailInvalid"), toast: "failedToast" },
      ["Please enter a valid email address", "Subscription failed!"],
    ],
    [
      "400 with a message and no code (the server message)",
      () => answer(400, JSON.stringify({ success: false, message: "Bad address" })),
      { ok: false, code: "", message: "Bad address", toast: "failedToast" },
      ["Bad address", "Subscription failed!"],
    ],
    [
      "500 without a body",
      () => answer(500, ""),
      { ok: false, code: "failed", toast: "failedToast" },
      ["Failed to subscribe. Please try again.", "Subscription failed!"],
    ],
    [
      "a network failure",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new TypeError("offline"))),
        ),
      { ok: false, code: "network", toast: "networkToast" },
      ["Network error. Please check your connection and try again.", "Network error!"],
    ],
  ])("%s", async (_, arrange, expected, [field, toast]) => {
    arrange();
    const outcome = await subscribe({ email: "a@b.co", source: "footer", website: "" });
    expect(outcome).toEqual(expected);
    expect(shown(outcome)).toBe(field);
    expect(!outcome.ok && outcome.toast ? say(outcome.toast) : undefined).toBe(toast);
  });

  it.each([
    ["", "emailRequired", "Please enter your email address"],
    ["   ", "emailRequired", "Please enter your email address"],
    ["a@b", "emailInvalid", "Please enter a valid email address"],
    ["a b@c.de", "emailInvalid", "Please enter a valid email address"],
    ["a@b.co", null, undefined],
  ])("checks %j before sending", (email, code, text) => {
    const problem = checkEmail(email);
    expect(problem).toBe(code);
    expect(problem === null ? undefined : say(problem)).toBe(text);
  });
});
