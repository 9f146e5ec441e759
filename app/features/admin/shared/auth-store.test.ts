import { describe, expect, it } from "vitest";
import { parseStoredUser } from "./auth-store";

describe("parseStoredUser (docs/product/product-spec.md §4: a malformed stored user drops the session)", () => {
  it.each([
    ["not json", null],
    ["null", null],
    ["[]", null],
    ['"staff@example.com"', null],
    ['{"email":"staff@example.com"}', null],
    ['{"id":1}', null],
    ['{"id":"1","email":"staff@example.com"}', null],
    ['{"id":1,"email":""}', null],
    ['{"id":1,"email":"staff@example.com"}', null],
    ['{"id":1,"email":"staff@example.com","role":"owner"}', null],
    [
      '{"id":1,"email":"staff@example.com","role":"admin"}',
      { id: 1, email: "staff@example.com", name: null, role: "admin", languages: [] },
    ],
    [
      '{"id":2,"email":"a@b.in","name":"Asha","role":"sales","extra":true}',
      { id: 2, email: "a@b.in", name: "Asha", role: "sales", languages: [] },
    ],
    [
      '{"id":3,"email":"t@b.in","role":"translator","languages":["hi","xx",7]}',
      { id: 3, email: "t@b.in", name: null, role: "translator", languages: ["hi"] },
    ],
  ])("%s", (raw, expected) => {
    expect(parseStoredUser(raw)).toEqual(expected);
  });

  it("treats a missing user as no user", () => {
    expect(parseStoredUser(null)).toBeNull();
  });
});
