import { describe, expect, it } from "vitest";
import { carrierAnswerOf } from "./carrier-answer";

// The English templates' shape, so each answer can be read back from the words.
const copy = {
  heading: "",
  intro: "",
  number: "",
  button: "",
  required: "required",
  containerKnown: "container {number} of {carrier}",
  containerUnknown: "container {number} owner {owner}",
  waybillKnown: "waybill {number} of {carrier}",
  waybillUnknown: "waybill {number} prefix {prefix}",
  link: "track on {carrier}",
  checkDigitContainer: "container check digit",
  checkDigitWaybill: "waybill check digit",
  unknown: "unknown",
};

describe("a number that is not one of our shipments", () => {
  it.each([
    // The standard's own example: a valid number whose owner (CSQ) is no major line, so no link.
    ["CSQU3054383", "valid", "container CSQU 305438 3 owner CSQ", undefined],
    ["csqu 305438-3", "valid", "container CSQU 305438 3 owner CSQ", undefined],
    ["MSKU1234565", "valid", "container MSKU 123456 5 of Maersk", "https://www.maersk.com/tracking/"],
    ["MSCU1234566", "valid", "container MSCU 123456 6 of MSC", "https://www.msc.com/en/track-a-shipment"],
    ["HLXU 123456 1", "valid", "container HLXU 123456 1 of Hapag-Lloyd", expect.stringContaining("hapag-lloyd.com")],
    ["176-12345675", "valid", "waybill 176-12345675 of Emirates SkyCargo", "https://www.skycargo.com/"],
    ["17612345675", "valid", "waybill 176-12345675 of Emirates SkyCargo", "https://www.skycargo.com/"],
    ["555-12345675", "valid", "waybill 555-12345675 prefix 555", undefined],
    ["CSQU3054384", "problem", "container check digit", undefined],
    ["MSKU1234566", "problem", "container check digit", undefined],
    ["176-12345676", "problem", "waybill check digit", undefined],
    ["176 1234 5670", "problem", "waybill check digit", undefined],
    ["SHP-2026-0042", "problem", "unknown", undefined],
    ["12345", "problem", "unknown", undefined],
    ["   ", "problem", "required", undefined],
  ])("%s: %s, %s", (input, tone, text, href) => {
    const answer = carrierAnswerOf(input, copy);
    expect(answer).toEqual({ tone, text, ...(href ? { link: { href, text: expect.stringMatching(/^track on /) } } : {}) });
  });

  it("names the carrier in the link's words", () => {
    expect(carrierAnswerOf("MSKU1234565", copy).link?.text).toBe("track on Maersk");
  });
});
