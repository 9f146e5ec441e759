import { describe, expect, it } from "vitest";
import { contentOf } from "#app/content/localized";
import { organizationJsonLd } from "./organization-json-ld";

describe("the contact page's structured data", () => {
  it("is a LocalBusiness with the company's published facts, the same in every language", async () => {
    const english = organizationJsonLd((await contentOf("en", "site")).site);
    expect(english).toMatchObject({
      "@type": "LocalBusiness",
      name: "Tarang Global Logistics",
      telephone: "+912269712400",
      email: "hello@taranglogistics.in",
      foundingDate: "2009",
      address: { "@type": "PostalAddress", addressCountry: "IN" },
      sameAs: ["https://x.com/taranglogistics", expect.stringContaining("linkedin.com"), expect.stringContaining("instagram.com")],
    });
    expect(english.address.streetAddress).toContain("Seawoods Trade Centre");
    expect(organizationJsonLd((await contentOf("hi", "site")).site)).toEqual(english);
  });
});
