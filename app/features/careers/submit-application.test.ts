import english from "#locales/en.json";
import { afterEach, describe, expect, it, vi } from "vitest";
import { careersMessages, serverMessages } from "#contracts/forms/messages";
import { submitApplication, type Application, type SubmitOutcome } from "./submit-application";

const application: Application = {
  name: "Priya Iyer",
  email: "priya@example.com",
  phone: "+919820412400",
  position: "internship",
  message: "Ten characters at least.",
  resume: null,
  consent: false,
  website: "",
};

function answer(status: number, body: unknown, statusText = "") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, statusText })),
  );
}

afterEach(() => vi.unstubAllGlobals());

const table: Readonly<Record<string, keyof typeof english>> = { ...serverMessages, ...careersMessages };
/** A code's English, as the server sends it beside the code and an English page shows it. */
const say = (code: keyof typeof table) => english[table[code]!];
/** What an English page shows for an outcome: its code's words, else the server's own (app/i18n/form-copy.tsx). */
const shown = (outcome: SubmitOutcome) => (outcome.code ? say(outcome.code) : outcome.message);
const phoneInvalid = { field: "phone", code: "phoneInvalid", message: say("phoneInvalid") };
const resumeTooLarge = { field: "resume", code: "resumeTooLarge", message: say("resumeTooLarge") };

/** docs/product/product-spec.md §8, careers submit: each kind of answer, the code the form shows and its English. */
describe("reading the answer to POST /api/applications", () => {
  it.each([
    [
      "201 with its code",
      () => answer(201, { success: true, code: "success", message: say("success") }),
      { ok: true, code: "success", message: say("success") },
      "Application submitted successfully! We will review your application and get back to you soon.",
    ],
    [
      "201 with a message and no code (the server message)",
      () => answer(201, { success: true, message: "Thanks!" }),
      { ok: true, code: "", message: "Thanks!" },
      "Thanks!",
    ],
    [
      "201 without a message",
      () => answer(201, { success: true }),
      { ok: true, code: "success" },
      "Application submitted successfully! We will review your application and get back to you soon.",
    ],
    [
      "400 with errors[]",
      () => answer(400, { success: false, code: "fixErrors", message: say("fixErrors"), errors: [phoneInvalid] }),
      { ok: false, code: "fixErrors", errors: [phoneInvalid] },
      "Please fix the errors in the form",
    ],
    [
      "413 with the resume error",
      () => answer(413, { success: false, code: "resumeTooLarge", message: say("resumeTooLarge"), errors: [resumeTooLarge] }),
      { ok: false, code: "fixErrors", errors: [resumeTooLarge] },
      "Please fix the errors in the form",
    ],
    [
      "other non-OK with its code",
      () => answer(429, { success: false, code: "tooManyRequests", message: say("tooManyRequests") }),
      { ok: false, code: "tooManyRequests", message: say("tooManyRequests"), errors: [] },
      "Too many applications from your network. Please try again later.",
    ],
    [
      "other non-OK with a message and no code (the server message)",
      () => answer(400, { success: false, message: "The request body is empty or not a form." }),
      { ok: false, code: "", message: "The request body is empty or not a form.", errors: [] },
      "The request body is empty or not a form.",
    ],
    [
      "other non-OK without a body",
      () => answer(500, ""),
      { ok: false, code: "failed", errors: [] },
      "Failed to submit application. Please try again.",
    ],
    [
      "503",
      () => answer(503, { success: false, code: "unavailable", message: "Service temporarily unavailable" }),
      { ok: false, code: "unavailable", errors: [] },
      "⚠️ Service temporarily unavailable. Please try again in a few minutes.",
    ],
    [
      "'Service Unavailable' from a proxy",
      () => answer(502, "", "Service Unavailable"),
      { ok: false, code: "unavailable", errors: [] },
      "⚠️ Service temporarily unavailable. Please try again in a few minutes.",
    ],
    [
      "a network failure",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
        ),
      { ok: false, code: "network", errors: [] },
      "⚠️ Network error. Please check your internet connection and try again.",
    ],
    [
      "any other error",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new Error("boom"))),
        ),
      { ok: false, code: "unexpected", errors: [] },
      "⚠️ There was an error submitting your application. Please try again later.",
    ],
  ])("%s", async (_, arrange, expected, text) => {
    arrange();
    const outcome = await submitApplication(application);
    expect(outcome).toEqual(expected);
    expect(shown(outcome)).toBe(text);
  });

  it("sends the fields as multipart, with consent=true only beside a resume", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const resume = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    await submitApplication({ ...application, resume, consent: true });
    const sent = fetch.mock.calls[0]![1].body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      name: application.name,
      email: application.email,
      phone: application.phone,
      position: application.position,
      message: application.message,
      website: "",
      consent: "true",
    });
    expect((sent.get("resume") as File).name).toBe("cv.pdf");
    await submitApplication(application);
    const without = fetch.mock.calls[1]![1].body as FormData;
    expect(without.has("consent")).toBe(false);
    expect(without.has("resume")).toBe(false);
  });
});
