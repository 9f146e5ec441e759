import { companyFactsOf } from "./company";
import { chargeableWeightBasis } from "#contracts/freight-basis";
import type { Translate } from "#contracts/i18n/translate";
import { pagePicture } from "./page-picture";

/**
 * Everything brand-specific, in one place: a deployer rebrands the site by
 * editing this file (and the artwork it points at). The company is fictional. Its facts (phone, e-mail, address,
 * social links, years) are staff's to change: the Content area's "Company facts" (app/content/company.ts).
 */
export const site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  logo: {
    light: { src: "/media/brand/logo-light.svg", width: 220, height: 48 },
    dark: { src: "/media/brand/logo-dark.svg", width: 220, height: 48 },
    alt: "Tarang Global Logistics™",
  },
  /** Default share image (1200×630) for pages that do not name their own. */
  shareImage: "/media/og/default.png",
  address: { mapImage: { src: "/media/contact/map.svg", width: 960, height: 640 } },
  /**
   * The chargeable-weight ratios quotes are priced on (air 1:6000, LCL 1 m³ = 1,000 kg, road 1 m³ = 333 kg).
   * They are written in contracts/freight-basis.ts, because the server computes the same totals; change them there.
   */
  chargeableWeight: chargeableWeightBasis,
};

/**
 * The brand in one language: the constants above, the company's published facts, and the words that go with
 * them (tagline, opening hours, the grievance officer's name), from the language's catalogue.
 */
export default function siteContent(t: Translate) {
  const facts = companyFactsOf(t);
  const localized = {
    ...site,
    ...facts,
    tagline: t("site.tagline"),
    description: t("site.description"),
    address: {
      ...facts.address,
      mapImage: pagePicture(t, "contact.map", { ...site.address.mapImage, alt: t("site.address.mapImage.alt") }),
    },
    hours: { days: t("site.hours.days"), time: t("site.hours.time") },
    replyTime: t("site.replyTime"),
    grievanceOfficer: { email: facts.privacyEmail, name: t("privacy.grievance.officer.name"), title: t("privacy.grievance.officer.title") },
  };
  return { site: localized };
}

export type Site = ReturnType<typeof siteContent>["site"];

/**
 * Whole years since the company was founded (the published `company.founded`), for copy that states its age.
 * Content is read on the server, so this is the age when the page was rendered; the counter on /achievements
 * ("15+ years") is a fact of its own.
 */
export function yearsInBusiness(founded: number, now = new Date()) {
  return now.getFullYear() - founded;
}

/** Search results cut titles near 70 characters; beyond it the site's name is shortened, or left off rather than cut. */
const titleLimit = 70;

/**
 * A page title followed by " | {site name}" when both fit in 70 characters, else by the short name (issue 28:
 * /blog1's 49-character title lost the brand altogether), else the page's own title alone.
 */
export function titleWithSiteName(title: string) {
  for (const name of [site.name, site.shortName]) {
    const full = `${title} | ${name}`;
    if (full.length <= titleLimit) return full;
  }
  return title;
}
