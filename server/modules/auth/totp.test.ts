import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from "./recovery-codes";
import { matchTotp, newTotpSecret, qrCodeDataUrl, totpCode, totpStep, totpUri } from "./totp";

const secret = newTotpSecret();
// Ten seconds into a step, so "one step earlier" and "one step later" are whole steps away.
const now = new Date(Math.floor(Date.parse("2026-11-24T06:00:00Z") / 30_000) * 30_000 + 10_000);
const step = totpStep(now);
const shifted = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("TOTP codes (RFC 6238, decision 023)", () => {
  it.each([
    ["the current step", 0, null, step],
    ["one step earlier (a slow typist, a clock behind)", -30, null, step - 1],
    ["one step later (a clock ahead)", 30, null, step + 1],
    ["two steps earlier: out of the window", -60, null, null],
    ["two steps later: out of the window", 60, null, null],
    ["ten minutes old", -600, null, null],
    ["the current step when it was already used (replay)", 0, step, null],
    ["an earlier step than the last used one", -30, step, null],
    ["the next step after the last used one", 30, step, step + 1],
  ])("%s", async (_, offsetSeconds, lastUsedStep, expected) => {
    const code = await totpCode(secret, shifted(offsetSeconds));
    expect(await matchTotp(secret, code, now, lastUsedStep)).toBe(expected);
  });

  it.each([
    ["a wrong code", async () => ((Number(await totpCode(secret, now)) + 1) % 1_000_000).toString().padStart(6, "0")],
    ["another secret's code", async () => totpCode(newTotpSecret(), now)],
    ["five digits", async () => (await totpCode(secret, now)).slice(0, 5)],
    ["letters", async () => "abcdef"],
    ["a code with a space inside", async () => ` ${(await totpCode(secret, now)).slice(0, 3)} ${(await totpCode(secret, now)).slice(3)}`],
  ])("refuses %s", async (_, code) => {
    expect(await matchTotp(secret, await code(), now, null)).toBeNull();
  });

  it("names the site and the account in the otpauth URI and draws it as an SVG data URL", async () => {
    const uri = totpUri(secret, "ana@example.in");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tarang%20Global%20Logistics:ana%40example\.in\?/);
    expect(uri).toContain(`secret=${secret}`);
    const image = await qrCodeDataUrl(uri);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(",")[1]!, "base64").toString()).toContain("<svg");
  });
});

describe("recovery codes", () => {
  it("makes ten different codes, easy to copy, stored as a hash that ignores case, spaces and the hyphen", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const code = codes[0]!;
    expect(normaliseRecoveryCode(` ${code.toUpperCase().replace("-", " - ")} `)).toBe(code.replace("-", ""));
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});
