import type { Site } from "#app/content/site";
import { absoluteUrl } from "#app/lib/meta";

/**
 * schema.org LocalBusiness (an Organization) for the contact page: the company's published facts (app/content/company.ts)
 * as search engines read them, built by the loader so it travels with the page's data, not its JavaScript. React
 * Router escapes it into the page.
 */
export function organizationJsonLd(site: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: site.name,
    alternateName: site.formerName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(site.logo.light.src),
    image: absoluteUrl(site.shareImage),
    telephone: site.phone.tel,
    email: site.email,
    foundingDate: String(site.founded),
    address: { "@type": "PostalAddress", streetAddress: site.address.lines.join(", "), addressCountry: "IN" },
    hasMap: site.address.directionsUrl,
    sameAs: [site.social.x, site.social.linkedin, site.social.instagram],
    contactPoint: { "@type": "ContactPoint", telephone: site.phone.tel, email: site.email, contactType: "customer service" },
  };
}
