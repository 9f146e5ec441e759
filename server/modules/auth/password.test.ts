import { describe, expect, it } from "vitest";
import { createDummyCheck, hashPassword, verifyPassword } from "./password";

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores a self-describing scrypt string at OWASP cost by default", async () => {
    const hash = await hashPassword("correct horse battery staple");
    const [kind, N, r, p, salt, key] = hash.split("$");
    expect({ kind, N, r, p }).toEqual({ kind: "scrypt", N: "131072", r: "8", p: "1" });
    expect(Buffer.from(salt!, "base64url")).toHaveLength(16);
    expect(Buffer.from(key!, "base64url")).toHaveLength(64);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
  });

  it("salts every hash and rejects wrong passwords", async () => {
    const a = await hashPassword("same password here", cheap);
    const b = await hashPassword("same password here", cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password here", a)).toBe(true);
    expect(await verifyPassword("same password herE", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it.each([
    ["", "empty"],
    ["bcrypt$2b$10$abc", "another scheme"],
    ["scrypt$131072$8$1$c2FsdA$a2V5", "a short key"],
    ["scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA$" + "A".repeat(86), "N not a power of two"],
    ["scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA$" + "A".repeat(86), "N far too large"],
    ["scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA", "a missing part"],
  ])("treats an unreadable stored hash (%s: %s) as a mismatch, never an error", async (stored) => {
    expect(await verifyPassword("whatever password", stored)).toBe(false);
  });

  it("has a dummy check for unknown accounts that always fails", async () => {
    expect(await createDummyCheck()("anything at all")).toBe(false);
  });
});
