import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it.each([
    ["/admin/applications?page=2", "/admin/applications?page=2"],
    ["/admin/posts/3", "/admin/posts/3"],
    ["/admin", "/admin"],
    [null, "/admin/dashboard"],
    ["", "/admin/dashboard"],
    ["https://evil.example/admin", "/admin/dashboard"],
    ["//evil.example/admin", "/admin/dashboard"],
    ["/admin\\..\\evil", "/admin/dashboard"],
    ["/administrator", "/admin/dashboard"],
    ["/admin/login?next=/admin", "/admin/dashboard"],
    ["/blog", "/admin/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });
});
