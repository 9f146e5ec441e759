import { describe, expect, it } from "vitest";
import type { Catalogue } from "#contracts/i18n/catalogue";
import { createTranslate } from "#contracts/i18n/translate";
import english from "#locales/en.json" with { type: "json" };
import hindi from "#locales/hi.json" with { type: "json" };
import aboutContent from "./about";
import { service1 } from "./service-pages/service1";

/** Published years laid over a catalogue, as the published words reader lays the facts into every language. */
const facts = { "company.founded": "2008", "company.renamed": "2016" };

/** Every text of the home, about and philosophy copy and of the service page that tells the company's start. */
const copyOf = (t: ReturnType<typeof createTranslate>) => JSON.stringify([aboutContent(t), service1(t).intro]);
/** The years in a text, leaving out the ISO standard's (9001:2015 is no company fact). */
const yearsIn = (text: string) => text.replaceAll("9001:2015", "").match(/\b20\d\d\b/g) ?? [];

describe("the years in the company's prose are its published facts (decision 042)", () => {
  it("read the published founding and renaming years, written as years, not numbers", () => {
    const t = createTranslate("en", { ...english, ...facts } as Catalogue, english as Catalogue);
    const about = aboutContent(t);
    expect(about.home.eyebrow).toBe("Navi Mumbai · Since 2008");
    expect(about.story.paragraphs[1]).toMatch(/In 2016 we added freight forwarding/);
    expect(about.leaders[1]!.description).toMatch(/Tarang Global Logistics in 2016\..*ISO 9001:2015\.$/);
    expect(new Set(yearsIn(copyOf(t)))).toEqual(new Set(["2008", "2016"]));
  });

  it("read them in every language's prose", () => {
    const t = createTranslate("hi", { ...hindi, ...facts } as Catalogue, english as Catalogue);
    expect(new Set(yearsIn(copyOf(t)))).toEqual(new Set(["2008", "2016"]));
  });

  it("leave the copy as it was with the catalogue's years", () => {
    const t = createTranslate("en", english as Catalogue, english as Catalogue);
    expect(aboutContent(t).home.eyebrow).toBe("Navi Mumbai · Since 2009");
    expect(yearsIn(copyOf(t)).filter((year) => year === "2009")).toHaveLength(8);
    expect(copyOf(t)).not.toMatch(/\{(founded|renamed)\}/);
  });
});
