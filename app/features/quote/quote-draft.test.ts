import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { quoteMessages } from "#contracts/forms/quote-messages";
import { places } from "./places";
import { greatCircleKm, searchPlaces } from "./place-search";
import { emptyContainer, emptyDraft, figure, toQuoteInput, type QuoteDraft } from "#contracts/forms/quote-draft";
import { loadDraft, stepErrors } from "./quote-draft";

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const shipment: QuoteDraft = {
  ...emptyDraft,
  mode: "air",
  direction: "export",
  origin: "Mumbai",
  originCode: "INBOM",
  destination: "Frankfurt am Main",
  destinationCode: "DEFRA",
  incoterm: "FCA",
  readyDate: tomorrow,
};

describe("quote draft", () => {
  it.each([
    ["", undefined],
    ["  ", undefined],
    ["12.5", 12.5],
    ["-3", -3],
    ["12kg", Number.NaN],
  ])("reads the figure %j as %s", (typed, expected) => {
    expect(figure(typed)).toEqual(expected);
  });

  it("checks only the current step's fields", () => {
    expect(Object.keys(stepErrors(emptyDraft, "shipment"))).toEqual([
      "mode",
      "direction",
      "origin",
      "destination",
      "incoterm",
      "readyDate",
    ]);
    expect(stepErrors(shipment, "shipment")).toEqual({});
  });

  // Each field's code (contracts/forms/quote-messages.ts), which the form shows in the page's language.
  it.each<[string, Partial<QuoteDraft>, string, keyof typeof quoteMessages]>([
    [
      "a zero weight",
      { packages: [{ count: "1", type: "pallet", lengthCm: "100", widthCm: "80", heightCm: "50", weightKg: "0" }] },
      "packages.0.weightKg",
      "weightInvalid",
    ],
    [
      "an empty dimension",
      { packages: [{ count: "1", type: "pallet", lengthCm: "", widthCm: "80", heightCm: "50", weightKg: "10" }] },
      "packages.0.lengthCm",
      "dimensionInvalid",
    ],
    [
      "text in a figure",
      { packages: [{ count: "two", type: "pallet", lengthCm: "1", widthCm: "1", heightCm: "1", weightKg: "1" }] },
      "packages.0.count",
      "packageCountInvalid",
    ],
    ["dangerous goods without a UN number", { dangerousGoods: true, dgClass: "3" }, "unNumber", "unNumberInvalid"],
    ["insurance without a value", { insurance: true }, "cargoValue", "insuranceNeedsValue"],
  ])("names %s in the cargo step, before the contact step is filled", (_label, change, field, code) => {
    const draft = { ...shipment, commodity: "Brake discs", ...change };
    expect(stepErrors(draft, "cargo")[field]).toBe(code);
  });

  it("asks for containers, not package lines, on FCL", () => {
    const draft = { ...shipment, mode: "sea-fcl", commodity: "Rice", containers: [] };
    expect(stepErrors(draft, "cargo")).toEqual({ containers: "containersRequired" });
    expect(toQuoteInput({ ...draft, containers: [{ type: "40hc", count: "2", weightKg: "24000" }] })).toMatchObject({
      packages: [],
      containers: [{ type: "40hc", count: 2, weightKg: 24000 }],
    });
  });

  // Issue 28: staff saw "Gross weight 0 kg" because the FCL request never asked it.
  it.each([
    ["", "containerWeightInvalid"],
    ["0", "containerWeightInvalid"],
    ["heavy", "containerWeightInvalid"],
    ["30001", "containerWeightInvalid"],
    ["24000", undefined],
  ])("on FCL, a container's gross weight of %j gives %s", (weightKg, code) => {
    const draft = { ...shipment, mode: "sea-fcl", commodity: "Rice", containers: [{ type: "20gp", count: "1", weightKg }] };
    expect(stepErrors(draft, "cargo")["containers.0.weightKg"]).toBe(code);
  });

  it.each([
    ["", undefined],
    ["yes", true],
    ["no", false],
  ] as const)("sends stackable %j as %s: never Yes unless answered (issue 28)", (stackable, sent) => {
    expect(toQuoteInput({ ...shipment, stackable }).stackable).toBe(sent);
  });
});

describe("a draft kept in the tab", () => {
  const kept = new Map<string, string>();
  beforeEach(() => {
    // The tab's sessionStorage, as much of it as the draft uses (these tests run in Node).
    const sessionStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
    };
    vi.stubGlobal("window", { sessionStorage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    kept.clear();
  });

  it("comes back from before the container weight was asked with every field, and stackable unanswered (issue 28)", () => {
    kept.set(
      "quote:draft",
      JSON.stringify({
        step: 1,
        draft: { ...shipment, mode: "sea-fcl", stackable: true, containers: [{ type: "40hc", count: "2" }, null] },
      }),
    );
    const saved = loadDraft();
    expect(saved?.step).toBe(1);
    expect(saved?.draft.containers).toEqual([{ type: "40hc", count: "2", weightKg: "" }, emptyContainer]);
    expect(saved?.draft.stackable).toBe("");
  });
});

describe("place search", () => {
  it.each([
    ["INNSA", "INNSA"],
    ["innsa", "INNSA"],
    ["mumbai", "INBOM"],
    ["nhava", "INNSA"],
    ["jebel", "AEJEA"],
    ["germany", "DEHAM"],
  ])("finds %s first as %s", (text, code) => {
    expect(searchPlaces(places, text)[0]?.code).toBe(code);
  });

  it("finds nothing for an unknown place and at most the limit otherwise", () => {
    expect(searchPlaces(places, "atlantis")).toEqual([]);
    expect(searchPlaces(places, "in", 5)).toHaveLength(5);
  });

  it("has unique, well-formed UN/LOCODEs", () => {
    const codes = places.map((place) => place.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
  });

  it("measures great-circle distances", () => {
    const at = (code: string) => places.find((place) => place.code === code)!;
    expect(greatCircleKm(at("INBOM"), at("INBOM"))).toBe(0);
    // Mumbai to Frankfurt is about 6,590 km in a straight line.
    expect(greatCircleKm(at("INBOM"), at("DEFRA"))).toBeGreaterThan(6500);
    expect(greatCircleKm(at("INBOM"), at("DEFRA"))).toBeLessThan(6700);
  });
});
