import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earliestReadyDate, isValidGstin, normalizeQuoteCodes, quoteSchema, sanitizeQuoteInput } from "./quote";
import { codesOf } from "../i18n/codes";
import { quoteMessages } from "./quote-messages";

/** The codes the rules report; their exact English is checked in spec-messages.test.ts. */
const m = codesOf(quoteMessages);

const validQuote = {
  mode: "air",
  direction: "export",
  origin: "Mumbai (Chhatrapati Shivaji) Airport",
  originCode: "INBOM",
  destination: "Frankfurt Airport",
  destinationCode: "DEFRA",
  incoterm: "FCA",
  readyDate: "2026-12-01",
  commodity: "Auto parts (brake discs)",
  hsCode: "8708.30",
  packages: [{ count: 4, type: "pallet", lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 250 }],
  containers: [],
  dangerousGoods: false,
  stackable: true,
  insurance: false,
  extras: ["customs-clearance", "door-pickup"],
  name: "Asha Patil",
  company: "Patil Auto Components Pvt Ltd",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  gstin: "27AAPFU0939F1ZV",
  iec: "AAPFU0939F",
  message: "Monthly volume, please quote for a year.",
};

const fcl = { ...validQuote, mode: "sea-fcl", packages: [], containers: [{ type: "40hc", count: 2, weightKg: 24_000 }] };
const line = validQuote.packages[0];

function errorsOf(input: unknown) {
  const result = quoteSchema.safeParse(sanitizeQuoteInput(input as Record<string, unknown>));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("quote request rules (issue 14)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("accepts a complete air request and an FCL request", () => {
    expect(errorsOf(validQuote)).toEqual({});
    expect(errorsOf(fcl)).toEqual({});
  });

  it("leaves stackable unset when it was not answered, and refuses anything but yes or no (issue 28)", () => {
    const { stackable: _unanswered, ...asked } = validQuote;
    expect(quoteSchema.parse(asked).stackable).toBeUndefined();
    expect(quoteSchema.parse({ ...validQuote, stackable: false }).stackable).toBe(false);
    expect(errorsOf({ ...validQuote, stackable: "yes" }).stackable).toBe(m.flagInvalid);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["an unknown mode", { mode: "rail" }, "mode", m.modeRequired],
    ["no direction", { direction: undefined }, "direction", m.directionRequired],
    ["an unknown Incoterm", { incoterm: "FOO" }, "incoterm", m.incotermRequired],
    ["an Incoterms 2010 term", { incoterm: "DAT" }, "incoterm", m.incotermRequired],
    ["no origin", { origin: "  " }, "origin", m.originRequired],
    ["a one-letter destination", { destination: "X" }, "destination", m.destinationInvalid],
    ["a malformed UN/LOCODE", { originCode: "IN-BOM" }, "originCode", m.locodeInvalid],
    ["a ready date in the past", { readyDate: "2026-11-22" }, "readyDate", m.readyDatePast],
    ["a ready date that is not a date", { readyDate: "2026-02-30" }, "readyDate", m.readyDateInvalid],
    ["a ready date in another format", { readyDate: "01/12/2026" }, "readyDate", m.readyDateInvalid],
    ["no commodity", { commodity: "" }, "commodity", m.commodityRequired],
    ["an HS code with letters", { hsCode: "87A8" }, "hsCode", m.hsCodeInvalid],
    ["an HS code of 3 digits", { hsCode: "870" }, "hsCode", m.hsCodeInvalid],
    ["an HS code of 11 digits", { hsCode: "87083000001" }, "hsCode", m.hsCodeInvalid],
    ["no package lines outside FCL", { packages: [] }, "packages", m.packagesRequired],
    ["more than 200 package lines", { packages: Array.from({ length: 201 }, () => line) }, "packages", m.packagesTooMany],
    ["a 0 kg parcel", { packages: [{ ...line, weightKg: 0 }] }, "packages.0.weightKg", m.weightInvalid],
    ["a negative weight", { packages: [{ ...line, weightKg: -5 }] }, "packages.0.weightKg", m.weightInvalid],
    ["a 500 m long package", { packages: [{ ...line, lengthCm: 50_000 }] }, "packages.0.lengthCm", m.dimensionInvalid],
    ["a line with a zero dimension", { packages: [{ ...line, heightCm: 0 }] }, "packages.0.heightCm", m.dimensionInvalid],
    ["a dimension as text", { packages: [{ ...line, widthCm: "80" }] }, "packages.0.widthCm", m.dimensionInvalid],
    ["half a package", { packages: [{ ...line, count: 1.5 }] }, "packages.0.count", m.packageCountInvalid],
    ["an unknown package type", { packages: [{ ...line, type: "sack" }] }, "packages.0.type", m.packageTypeInvalid],
    ["a GSTIN with a wrong checksum", { gstin: "27AAPFU0939F1ZW" }, "gstin", m.gstinInvalid],
    ["an IEC of 9 characters", { iec: "AAPFU0939" }, "iec", m.iecInvalid],
    ["a phone with letters", { phone: "call me" }, "phone", m.phoneInvalid],
    ["an email without a domain", { email: "asha@" }, "email", m.emailInvalid],
    ["a name with digits", { name: "Asha 2" }, "name", m.nameInvalid],
    ["a one-letter company", { company: "P" }, "company", m.companyInvalid],
    ["an unknown extra", { extras: ["teleport"] }, "extras.0", m.extrasInvalid],
    ["an extra twice", { extras: ["packing", "packing"] }, "extras", m.extrasInvalid],
    ["a message over 1000 characters", { message: "m".repeat(1001) }, "message", m.messageInvalid],
    ["insurance without a cargo value", { insurance: true }, "cargoValue", m.insuranceNeedsValue],
    ["a cargo value without a currency", { cargoValue: 50_000 }, "cargoCurrency", m.currencyRequired],
    ["a negative cargo value", { cargoValue: -1, cargoCurrency: "INR" }, "cargoValue", m.cargoValueInvalid],
    ["dangerous goods without a UN number", { dangerousGoods: true, dgClass: "3" }, "unNumber", m.unNumberInvalid],
    ["dangerous goods without a class", { dangerousGoods: true, unNumber: "1203" }, "dgClass", m.dgClassRequired],
    ["a UN number of 3 digits", { dangerousGoods: true, unNumber: "120", dgClass: "3" }, "unNumber", m.unNumberInvalid],
    ["cold chain without temperatures", { temperatureControlled: true }, "temperatureMinC", m.temperatureRequired],
    [
      "a temperature beyond 40 °C",
      { temperatureControlled: true, temperatureMinC: 2, temperatureMaxC: 45 },
      "temperatureMaxC",
      m.temperatureInvalid,
    ],
    ["a range upside down", { temperatureControlled: true, temperatureMinC: 8, temperatureMaxC: 2 }, "temperatureMinC", m.temperatureOrder],
  ])("refuses %s, naming the field", (_label, change, field, message) => {
    expect(errorsOf({ ...validQuote, ...change })[field]).toBe(message);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["FCL without containers", { containers: [] }, "containers", m.containersRequired],
    ["an unknown container type", { containers: [{ type: "45hc", count: 1, weightKg: 1 }] }, "containers.0.type", m.containerTypeInvalid],
    ["zero containers", { containers: [{ type: "20gp", count: 0, weightKg: 1 }] }, "containers.0.count", m.containerCountInvalid],
    ["a reefer without temperatures", { containers: [{ type: "40rf", count: 1, weightKg: 1 }] }, "temperatureMaxC", m.temperatureRequired],
    // Issue 28: the gross weight of each container is asked (the VGM), so staff never see "0 kg".
    [
      "a container without its gross weight",
      { containers: [{ type: "20gp", count: 1 }] },
      "containers.0.weightKg",
      m.containerWeightInvalid,
    ],
    [
      "a container weighing 0 kg",
      { containers: [{ type: "20gp", count: 1, weightKg: 0 }] },
      "containers.0.weightKg",
      m.containerWeightInvalid,
    ],
    [
      "a container over 30,000 kg",
      { containers: [{ type: "20gp", count: 1, weightKg: 30_000.5 }] },
      "containers.0.weightKg",
      m.containerWeightInvalid,
    ],
    [
      "a weight as text",
      { containers: [{ type: "20gp", count: 1, weightKg: "24000" }] },
      "containers.0.weightKg",
      m.containerWeightInvalid,
    ],
  ])("refuses FCL with %s", (_label, change, field, message) => {
    expect(errorsOf({ ...fcl, ...change })[field]).toBe(message);
  });

  it.each([
    ["today", "2026-11-24"],
    ["yesterday in UTC while it is still yesterday west of it", "2026-11-23"],
    ["a leap day", "2028-02-29"],
  ])("accepts a ready date of %s", (_label, readyDate) => {
    expect(errorsOf({ ...validQuote, readyDate })).toEqual({});
  });

  it("takes the earliest ready date from the last time zone on earth (UTC-12)", () => {
    expect(earliestReadyDate(new Date("2026-11-24T11:59:00Z"))).toBe("2026-11-23");
    expect(earliestReadyDate(new Date("2026-11-24T12:00:00Z"))).toBe("2026-11-24");
  });

  it("accepts exactly 200 package lines, 10 container lines and the limits of each figure", () => {
    expect(errorsOf({ ...validQuote, packages: Array.from({ length: 200 }, () => line) })).toEqual({});
    expect(errorsOf({ ...fcl, containers: Array.from({ length: 10 }, () => ({ type: "20gp", count: 100, weightKg: 30_000 })) })).toEqual(
      {},
    );
    expect(errorsOf({ ...validQuote, packages: [{ ...line, count: 10_000, lengthCm: 1500, weightKg: 30_000 }] })).toEqual({});
    expect(errorsOf({ ...validQuote, packages: [{ ...line, lengthCm: 1500.01 }] })["packages.0.lengthCm"]).toBe(m.dimensionInvalid);
  });

  it.each([
    ["27AAPFU0939F1ZV", true],
    ["29AAGCB7383J1Z4", true],
    ["29AAGCB7383J1Z5", false],
    ["27AAPFU0939F1ZV ", false],
    ["27aapfu0939f1zv", false],
    ["2AAAPFU0939F1ZV", false],
  ])("GSTIN %s is valid: %s", (gstin, valid) => {
    expect(isValidGstin(gstin)).toBe(valid);
  });

  it("cleans free text as the contact form does and stores codes in upper case", () => {
    const result = quoteSchema.safeParse(
      sanitizeQuoteInput({
        ...validQuote,
        commodity: "<b>Brake discs</b> javascript:alert(1)",
        gstin: "27aapfu0939f1zv",
        originCode: "inbom",
      }),
    );
    expect(result.success).toBe(true);
    const quote = normalizeQuoteCodes(result.data!);
    expect(quote.commodity).toBe("bBrake discs/b alert(1)");
    expect(quote).toMatchObject({ gstin: "27AAPFU0939F1ZV", originCode: "INBOM", hsCode: "870830" });
  });

  it("keeps only the lines of the chosen mode and drops dangerous-goods fields when there are none", () => {
    const result = quoteSchema.safeParse({ ...validQuote, containers: [{ type: "20gp", count: 1, weightKg: 9000 }], unNumber: "1203" });
    expect(result.success).toBe(true);
    expect(normalizeQuoteCodes(result.data!)).toMatchObject({ containers: [], unNumber: undefined });
  });
});
