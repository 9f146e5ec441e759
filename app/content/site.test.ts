import { describe, expect, it } from "vitest";
import { contentOf } from "./localized";
import { titleWithSiteName, yearsInBusiness } from "./site";

describe("the company's age in the copy", () => {
  it("is counted from the published founding year", async () => {
    const { site } = await contentOf("en", "site");
    expect(site.founded).toBe(2009);
    expect(yearsInBusiness(site.founded, new Date("2026-11-24"))).toBe(17);
    expect(yearsInBusiness(site.founded, new Date("2027-01-01"))).toBe(18);
  });

  it("is what the achievements page says, not a fixed number", async () => {
    const { achievementsHero, achievementsCta } = await contentOf("en", "achievements");
    const years = yearsInBusiness(2009);
    expect(achievementsHero.title).toBe(`${years} years of cargo delivered, and the credentials behind it`);
    expect(achievementsCta.heading).toBe(`Put ${years} years of experience on your next shipment`);
    expect(achievementsHero.lead).toMatch(/^Since 2009 /);
  });
});

describe("page titles", () => {
  it("carry the site's name when the whole fits in 70 characters, its short name when only that fits, and neither rather than run longer", () => {
    expect(titleWithSiteName("All Blogs")).toBe("All Blogs | Tarang Global Logistics");
    const longest = "x".repeat(70 - " | Tarang Global Logistics".length);
    expect(titleWithSiteName(longest)).toHaveLength(70);
    // Issue 28: /blog1's title went out without the brand.
    expect(titleWithSiteName("Supply Chain Optimization: Strategies for Success")).toBe(
      "Supply Chain Optimization: Strategies for Success | Tarang",
    );
    expect(titleWithSiteName(`${longest}x`)).toBe(`${longest}x | Tarang`);
    const spec = "Why Last-Mile Delivery Is the New Battleground for Logistics Companies";
    expect(titleWithSiteName(spec)).toBe(spec);
  });
});
