import { afterEach, describe, expect, it, vi } from "vitest";
import { careersMessages as m } from "#contracts/forms/messages";
import { submitApplication, type Application } from "./submit-application";

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

/** docs/product/product-spec.md §8, careers submit: each kind of answer and the text the visitor sees. */
describe("reading the answer to POST /api/applications", () => {
  it.each([
    ["201 with the server's message", () => answer(201, { success: true, message: "Thanks!" }), { ok: true, message: "Thanks!" }],
    ["201 without a message", () => answer(201, { success: true }), { ok: true, message: m.success }],
    [
      "400 with errors[]",
      () => answer(400, { success: false, message: "x", errors: [{ field: "phone", message: m.phoneInvalid }] }),
      { ok: false, message: m.fixErrors, errors: [{ field: "phone", message: m.phoneInvalid }] },
    ],
    [
      "413 with the resume error",
      () => answer(413, { success: false, message: "x", errors: [{ field: "resume", message: m.resumeTooLarge }] }),
      { ok: false, message: m.fixErrors, errors: [{ field: "resume", message: m.resumeTooLarge }] },
    ],
    [
      "other non-OK with a message",
      () => answer(429, { success: false, message: m.tooManyRequests }),
      { ok: false, message: m.tooManyRequests, errors: [] },
    ],
    ["other non-OK without a body", () => answer(500, ""), { ok: false, message: m.failed, errors: [] }],
    ["503", () => answer(503, { success: false, message: "down" }), { ok: false, message: m.unavailable, errors: [] }],
    ["'Service Unavailable' from a proxy", () => answer(502, "", "Service Unavailable"), { ok: false, message: m.unavailable, errors: [] }],
    [
      "a network failure",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
        ),
      { ok: false, message: m.network, errors: [] },
    ],
    [
      "any other error",
      () =>
        vi.stubGlobal(
          "fetch",
          vi.fn(async () => Promise.reject(new Error("boom"))),
        ),
      { ok: false, message: m.unexpected, errors: [] },
    ],
  ])("%s", async (_, arrange, expected) => {
    arrange();
    expect(await submitApplication(application)).toEqual(expected);
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
