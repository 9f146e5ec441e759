import { describe, expect, it } from "vitest";
import { achievementsCta, achievementsHero } from "./achievements";
import { site, yearsInBusiness } from "./site";

describe("the company's age in the copy", () => {
  it("is counted from the founding year in the site config", () => {
    expect(site.founded).toBe(2009);
    expect(yearsInBusiness(new Date("2026-11-24"))).toBe(17);
    expect(yearsInBusiness(new Date("2027-01-01"))).toBe(18);
  });

  it("is what the achievements page says, not a fixed number", () => {
    const years = yearsInBusiness();
    expect(achievementsHero.title).toBe(`${years} years of cargo delivered, and the credentials behind it`);
    expect(achievementsCta.heading).toBe(`Put ${years} years of experience on your next shipment`);
    expect(achievementsHero.lead).toMatch(/^Since 2009 /);
  });
});
