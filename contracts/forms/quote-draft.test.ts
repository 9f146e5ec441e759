import { describe, expect, it } from "vitest";
import { emptyContainer, emptyDraft, emptyPackage, extraFieldName, quoteDraftOf, toQuoteInput } from "./quote-draft";
import { quoteLimits } from "./quote";

/** The quote form as an HTML form posts it without JavaScript (issue 28), read back into the stepper's draft. */
describe("quoteDraftOf", () => {
  it("reads the fields by their paths, ticked boxes, extras and the stackable answer", () => {
    const draft = quoteDraftOf({
      mode: "sea-fcl",
      origin: "Mumbai",
      "containers.0.type": "40hc",
      "containers.0.count": "2",
      "containers.0.weightKg": "24000",
      "containers.1.type": "20rf",
      "packages.0.weightKg": "150",
      dangerousGoods: "true",
      insurance: "on",
      stackable: "no",
      [extraFieldName("fumigation")]: "true",
      [extraFieldName("warehousing")]: "",
      name: "Asha Patil",
    });
    expect(draft).toMatchObject({
      mode: "sea-fcl",
      origin: "Mumbai",
      containers: [
        { type: "40hc", count: "2", weightKg: "24000" },
        { type: "20rf", count: "", weightKg: "" },
      ],
      packages: [{ ...emptyPackage, count: "", type: "", weightKg: "150" }],
      dangerousGoods: true,
      // Only the form's own value counts as a tick.
      insurance: false,
      temperatureControlled: false,
      stackable: "no",
      extras: ["fumigation"],
      name: "Asha Patil",
    });
    expect(toQuoteInput(draft)).toMatchObject({
      packages: [],
      containers: [{ type: "40hc", count: 2, weightKg: 24000 }, { type: "20rf" }],
    });
  });

  it("gives the empty draft for an empty form, and ignores names it does not know", () => {
    expect(quoteDraftOf({ "__proto__.polluted": "x", "packages.x.count": "1", stackable: "maybe" })).toEqual(emptyDraft);
    expect(quoteDraftOf({}).containers).toEqual([emptyContainer]);
  });

  it("reads no more lines than a request may hold, whatever index is sent", () => {
    const fields: Record<string, string> = { "packages.99999999.count": "1" };
    for (let i = 0; i < quoteLimits.containerLinesMax + 5; i++) fields[`containers.${i}.count`] = "1";
    const draft = quoteDraftOf(fields);
    expect(draft.containers).toHaveLength(quoteLimits.containerLinesMax);
    expect(draft.packages).toEqual([emptyPackage]);
  });
});
