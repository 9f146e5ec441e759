import { describe, expect, it } from "vitest";
import type { Catalogue } from "#contracts/i18n/catalogue";
import { createTranslate } from "#contracts/i18n/translate";
import english from "#locales/en.json" with { type: "json" };
import hindi from "#locales/hi.json" with { type: "json" };
import achievementsContent from "./achievements";

/** The published facts laid over a catalogue, as the published words reader lays them into every language. */
const facts = {
  "company.milestones.1.value": "1750",
  "company.credentials.1.number": "INAEO1234",
  "company.credentials.1.validUntil": "2027-03-31",
};

describe("/achievements reads the company's facts (decision 042)", () => {
  it("counts to the published values and shows a certificate's number and validity only when given", () => {
    const t = createTranslate("en", { ...english, ...facts } as Catalogue, english as Catalogue);
    const { milestones, credentials } = achievementsContent(t);
    expect(milestones.map(({ value }) => value)).toEqual([15, 1750, 15000, 500]);
    expect(credentials.map(({ details }) => details)).toEqual([[], ["Certificate no. INAEO1234", "Valid until 31 March 2027"], []]);
  });

  it("writes them in the page's language", () => {
    const t = createTranslate("hi", { ...hindi, ...facts } as Catalogue, english as Catalogue);
    expect(achievementsContent(t).credentials[1]!.details).toEqual(["प्रमाणपत्र संख्या INAEO1234", "31 मार्च 2027 तक मान्य"]);
  });
});
