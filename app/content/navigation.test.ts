import { describe, expect, it } from "vitest";
import { footerLinks, navigationCurrent, navigationSectionOf } from "./navigation";

describe("the navigation item a page belongs to", () => {
  it.each([
    ["/", "/"],
    ["/about-us", "/about-us"],
    ["/philosophy", "/about-us"],
    ["/how-it-works", "/about-us"],
    ["/our-team", "/about-us"],
    ["/services/service3", "/services"],
    ["/industries/industrie2", "/industries"],
    ["/blog", "/blog"],
    ["/bloglist", "/blog"],
    ["/blogList", "/blog"],
    ["/blog4", "/blog"],
    ["/blog/future-trends-in-logistics", "/blog"],
    ["/careers/", "/careers"],
    ["/co2-calculator", "/co2-calculator"],
    ["/privacy", undefined],
    ["/blogger", undefined],
    ["/industriesx", undefined],
  ])("%s → %s", (pathname, item) => {
    expect(navigationSectionOf(pathname)).toBe(item);
  });
});

describe("aria-current of a navigation item", () => {
  it('is "page" on its own page, "true" elsewhere in its section, and absent otherwise', () => {
    expect(navigationCurrent("/about-us/", "/about-us")).toBe("page");
    expect(navigationCurrent("/philosophy", "/about-us")).toBe("true");
    expect(navigationCurrent("/philosophy", "/")).toBeUndefined();
    expect(navigationCurrent("/", "/")).toBe("page");
  });
});

describe("the footer's quick links (docs/product/product-spec.md §2.2)", () => {
  it("are About Us, Services, Industries, Blog, Achievements, Careers and Contact Us, in that order", () => {
    expect(footerLinks.map((link) => link.to)).toEqual([
      "/about-us",
      "/services",
      "/industries",
      "/blog",
      "/achievements",
      "/careers",
      "/contact",
    ]);
    expect(footerLinks.map((link) => link.label)).toEqual([
      "footer.aboutUs",
      "nav.services",
      "nav.industries",
      "nav.blog",
      "nav.achievements",
      "nav.careers",
      "footer.contactUs",
    ]);
  });
});
