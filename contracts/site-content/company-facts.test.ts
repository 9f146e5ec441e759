import { describe, expect, it } from "vitest";
import english from "#locales/en.json" with { type: "json" };
import { isLanguageNeutral } from "../i18n/catalogue";
import { phoneDisplay } from "../phone-display";
import { checkFact, companyFacts, factMessages, type FactProblem } from "./company-facts";

const thisYear = String(new Date().getUTCFullYear());
const nextYear = String(new Date().getUTCFullYear() + 1);

/** [fact id, value, the others' values, the problem expected (null: accepted)] */
const cases: [string, string, Record<string, string>, FactProblem | null][] = [
  ["company.phone", "+912269712400", {}, null],
  ["company.phone", "+44 20 7946 0958", {}, "phoneInvalid"],
  ["company.phone", "02269712400", {}, "phoneInvalid"],
  ["company.phone", "+0123456789", {}, "phoneInvalid"],
  ["company.phone", "+91226971", {}, null],
  ["company.phone", "+9122697", {}, "phoneInvalid"],
  ["company.phone", "", {}, "factRequired"],
  ["company.whatsapp", "+919820412400", {}, null],
  ["company.email", "hello@taranglogistics.in", {}, null],
  ["company.email", "hello@localhost", {}, "emailInvalid"],
  ["company.email", "hello taranglogistics.in", {}, "emailInvalid"],
  ["company.careersEmail", "a@b@c.in", {}, "emailInvalid"],
  ["company.directionsUrl", "https://www.openstreetmap.org/search?query=Nerul", {}, null],
  ["company.social.x", "http://x.com/tarang", {}, "urlInvalid"],
  ["company.social.linkedin", "javascript:alert(1)", {}, "urlInvalid"],
  ["company.social.instagram", "https://", {}, "urlInvalid"],
  ["company.address.0", "Unit 804, Seawoods Trade Centre", {}, null],
  ["company.address.0", "", {}, "factRequired"],
  ["company.address.3", "", {}, null],
  ["company.address.1", "Line\nbreak", {}, "factOneLine"],
  ["company.address.1", " padded", {}, "factOneLine"],
  ["company.address.1", "Plot {21}", {}, "factBraces"],
  ["company.address.2", "x".repeat(201), {}, "factTooLong"],
  ["company.founded", "2009", { "company.renamed": "2015" }, null],
  ["company.founded", "1899", {}, "yearInvalid"],
  ["company.founded", thisYear, {}, null],
  ["company.founded", nextYear, {}, "yearInvalid"],
  ["company.founded", "09", {}, "yearInvalid"],
  ["company.founded", "2016", { "company.renamed": "2015" }, "yearOrder"],
  ["company.renamed", "2008", { "company.founded": "2009" }, "yearOrder"],
  ["company.renamed", "2009", { "company.founded": "2009" }, null],
  ["company.milestones.0.value", "15", {}, null],
  ["company.milestones.1.value", "1,500", {}, "countInvalid"],
  ["company.milestones.2.value", "-5", {}, "countInvalid"],
  ["company.milestones.3.value", "1000000000", {}, "countInvalid"],
  ["company.milestones.3.value", "", {}, "factRequired"],
  ["company.credentials.0.number", "", {}, null],
  ["company.credentials.0.number", "WCA 112233", {}, null],
  ["company.credentials.1.validUntil", "2027-03-31", {}, null],
  ["company.credentials.1.validUntil", "2027-02-30", {}, "dateInvalid"],
  ["company.credentials.1.validUntil", "31/03/2027", {}, "dateInvalid"],
  ["company.credentials.2.validUntil", "", {}, null],
];

describe("checkFact", () => {
  it.each(cases)("%s = %j (others %j) → %s", (id, value, others, expected) => {
    expect(checkFact(id, value, others)).toBe(expected);
  });

  it("has an English message for every problem it answers", () => {
    for (const [, , , problem] of cases) if (problem) expect(factMessages[problem]).toMatch(/\w/);
  });

  it("accepts every default in locales/en.json, and every fact is a neutral message there", () => {
    const catalogue = english as Record<string, string>;
    for (const id of Object.keys(companyFacts)) {
      expect(isLanguageNeutral(id)).toBe(true);
      expect(id in catalogue, id).toBe(true);
      expect(checkFact(id, catalogue[id]!, catalogue), id).toBeNull();
    }
    // The other neutral words are the pages' pictures (images.*, decision 043).
    const neutral = Object.keys(catalogue).filter((id) => isLanguageNeutral(id) && !id.startsWith("images."));
    expect(neutral.sort()).toEqual(Object.keys(companyFacts).sort());
  });
});

describe("phoneDisplay", () => {
  it.each([
    ["+912269712400", "+91 22 6971 2400"],
    ["+919820412400", "+91 98204 12400"],
    ["+911412345678", "+91 141 234 5678"],
    ["+442079460958", "+442079460958"],
  ])("shows %s as %s", (e164, shown) => {
    expect(phoneDisplay(e164)).toBe(shown);
  });
});
