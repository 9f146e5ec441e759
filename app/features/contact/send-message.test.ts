import english from "#locales/en.json";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactMessages, serverMessages } from "#contracts/forms/messages";
import { sendMessage, type SendOutcome } from "./send-message";

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

const table: Readonly<Record<string, keyof typeof english>> = { ...serverMessages, ...contactMessages };
/** A code's English, as the server sends it beside the code and an English page shows it. */
const say = (code: keyof typeof table) => english[table[code]!];
/** What an English page shows for an outcome: its code's words, else the server's own (app/i18n/form-copy.tsx). */
const shown = (outcome: SendOutcome) => (outcome.code ? say(outcome.code) : !outcome.ok ? outcome.message : undefined);

const emailInvalid = { field: "email", code: "emailInvalid", message: say("emailInvalid") };

/** docs/product/product-spec.md §8, contact submit: the code the form shows, and its English. */
describe("reading the answer to POST /api/contact", () => {
  it.each([
    [
      "201",
      () => answer(201, JSON.stringify({ success: true, code: "success", message: say("success") })),
      { ok: true, code: "success" },
      "✅ Message sent successfully! We will get back to you soon.",
    ],
    [
      "a failure with its code",
      () => answer(429, JSON.stringify({ success: false, code: "tooManyRequests", message: say("tooManyRequests") })),
      { ok: false, code: "tooManyRequests", message: say("tooManyRequests"), errors: [] },
      "Too many messages from your network. Please try again later.",
    ],
    [
      "a failure with a message and no code (the server message)",
      () => answer(502, JSON.stringify({ success: false, message: "The gateway is down" })),
      { ok: false, code: "", message: "The gateway is down", errors: [] },
      "The gateway is down",
    ],
    [
      "a failure without a body",
      () => answer(500, "<html>"),
      { ok: false, code: "failed", errors: [] },
      "❌ Failed to send message. Please try again later.",
    ],
    [
      "success: false on a 200",
      () => answer(200, JSON.stringify({ success: false })),
      { ok: false, code: "failed", errors: [] },
      "❌ Failed to send message. Please try again later.",
    ],
    [
      "400 with errors[]",
      () => answer(400, JSON.stringify({ success: false, code: "fixErrors", message: say("fixErrors"), errors: [emailInvalid] })),
      { ok: false, code: "fixErrors", message: say("fixErrors"), errors: [emailInvalid] },
      "Please fix the errors in the form",
    ],
    [
      "an exception",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new TypeError("offline"))),
        ),
      { ok: false, code: "unexpected", errors: [] },
      "⚠️ There was an error sending your message. Please try again later.",
    ],
  ])("%s", async (_, arrange, expected, text) => {
    arrange();
    const outcome = await sendMessage(payload);
    expect(outcome).toEqual(expected);
    expect(shown(outcome)).toBe(text);
  });
});
