import { describe, expect, it } from "vitest";
import { airWaybillCheckDigit, parseAirWaybill } from "./air-waybill";
import { readCarrierNumber } from "./carrier-numbers";
import { cargoAirlines, containerLines } from "./carriers";
import { containerCheckDigit, parseContainerNumber } from "./container-number";

describe("ISO 6346 container numbers", () => {
  it.each([
    // The standard's own example, and the BIC's.
    ["CSQU3054383", "CSQ", "U"],
    ["BICU1234565", "BIC", "U"],
    ["csqu 305438-3", "CSQ", "U"],
    ["CSQU 305438 3", "CSQ", "U"],
    ["MSKU1234565", "MSK", "U"],
    ["TGHU1234567", "TGH", "U"],
    // A check digit of 10 is written 0.
    ["CSQU3054450", "CSQ", "U"],
    ["ABCJ0000004", "ABC", "J"],
  ])("%s is valid (owner %s, category %s)", (input, owner, category) => {
    expect(parseContainerNumber(input)).toMatchObject({ owner, category });
  });

  it.each([
    ["CSQU3054384", "wrong check digit"],
    ["CSQU3054382", "wrong check digit"],
    ["BICU1234566", "wrong check digit"],
    ["CSQX3054383", "X is no equipment category"],
    ["CS1U3054383", "a digit in the owner code"],
    ["CSQU305438", "ten characters"],
    ["CSQU30543833", "twelve characters"],
    ["", "empty"],
  ])("%s is refused (%s)", (input) => {
    expect(parseContainerNumber(input)).toBeNull();
  });

  it("weighs letters from A = 10, skipping the multiples of 11", () => {
    // 10 + 10·2 + 10·4 + U (32)·8; zeros after.
    expect(containerCheckDigit("AAAU000000")).toBe(((10 + 20 + 40 + 32 * 8) % 11) % 10);
    // K is 21 and L is 23 (22 is skipped); U is 32 and V 34.
    expect(containerCheckDigit("KKKU000000") - containerCheckDigit("LLLU000000")).not.toBe(0);
  });
});

describe("air waybills (mod 7)", () => {
  it.each([
    ["176-12345675", "176", "176-12345675"],
    ["17612345675", "176", "176-12345675"],
    ["020 1234 5675", "020", "020-12345675"],
    ["618-00000000", "618", "618-00000000"],
    ["157-99999992", "157", "157-99999992"],
  ])("%s is valid (prefix %s, printed %s)", (input, prefix, display) => {
    expect(parseAirWaybill(input)).toMatchObject({ prefix, display });
  });

  it.each([
    ["176-12345676", "wrong check digit"],
    ["176-12345670", "wrong check digit"],
    ["176-1234567", "ten digits"],
    ["176-123456755", "twelve digits"],
    ["17A-12345675", "a letter"],
  ])("%s is refused (%s)", (input) => {
    expect(parseAirWaybill(input)).toBeNull();
  });

  it("the check digit is the serial's first seven digits modulo 7", () => {
    expect(airWaybillCheckDigit("1234567")).toBe(1234567 % 7);
    expect(airWaybillCheckDigit("9999999")).toBe(2);
  });
});

describe("a number that is not ours", () => {
  it("names a container's line from its owner code", () => {
    expect(readCarrierNumber("MSKU1234565")).toMatchObject({ kind: "container", carrier: { name: "Maersk" } });
  });

  it("names an air waybill's airline from its prefix", () => {
    expect(readCarrierNumber("176-12345675")).toMatchObject({ kind: "air-waybill", carrier: { name: "Emirates SkyCargo" } });
  });

  it("still verifies a number whose carrier the table does not know", () => {
    expect(readCarrierNumber("CSQU3054383")).toMatchObject({ kind: "container", carrier: null });
    expect(readCarrierNumber("555-12345675")).toMatchObject({ kind: "air-waybill", carrier: null });
  });

  it("tells a typing slip in the check digit from something else", () => {
    expect(readCarrierNumber("CSQU3054384")).toEqual({ kind: "check-digit-wrong", of: "container" });
    expect(readCarrierNumber("176-12345676")).toEqual({ kind: "check-digit-wrong", of: "air-waybill" });
    expect(readCarrierNumber("FF-2026-0042")).toEqual({ kind: "unknown" });
  });

  it("the table holds owner codes of three letters, prefixes of three digits and https tracking pages", () => {
    for (const [code, carrier] of containerLines) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(new URL(carrier.trackingUrl).protocol).toBe("https:");
    }
    for (const [prefix, carrier] of cargoAirlines) {
      expect(prefix).toMatch(/^\d{3}$/);
      expect(new URL(carrier.trackingUrl).protocol).toBe("https:");
    }
  });
});
