import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./download";

describe("filenameFromDisposition", () => {
  it.each([
    [null, "fallback.pdf"],
    ["attachment", "fallback.pdf"],
    ['attachment; filename="resume.pdf"', "resume.pdf"],
    ["attachment; filename=resume.pdf", "resume.pdf"],
    [`attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.pdf`, "résumé final.pdf"],
    [`attachment; filename*=UTF-8''%E0%A4%`, "fallback.pdf"],
  ])("%s", (header, expected) => {
    expect(filenameFromDisposition(header, "fallback.pdf")).toBe(expected);
  });
});
