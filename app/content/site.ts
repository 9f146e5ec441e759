import { companyEmail, companyPostalAddress } from "#contracts/company";
import { chargeableWeightBasis } from "#contracts/freight-basis";
import type { Translate } from "#contracts/i18n/translate";
import { pagePicture } from "./page-picture";

/**
 * Everything brand-specific, in one place: a deployer rebrands the site by
 * editing this file (and the artwork it points at). The company is fictional.
 */
export const site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  logo: {
    light: { src: "/media/brand/logo-light.svg", width: 220, height: 48 },
    dark: { src: "/media/brand/logo-dark.svg", width: 220, height: 48 },
    alt: "Tarang Global Logistics™",
  },
  /** Default share image (1200×630) for pages that do not name their own. */
  shareImage: "/media/og/default.png",
  phone: { display: "+91 22 6971 2400", tel: "+912269712400" },
  /** International format without '+' or spaces, as wa.me expects. */
  whatsapp: "919820412400",
  email: companyEmail,
  careersEmail: "careers@taranglogistics.in",
  address: {
    /** The postal address as the post office reads it, shown so in every language. */
    lines: companyPostalAddress,
    mapImage: { src: "/media/contact/map.svg", width: 960, height: 640 },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  /** Named under India's DPDP Act 2023 on the privacy page. */
  grievanceOfficer: { email: "privacy@taranglogistics.in" },
  /**
   * The chargeable-weight ratios quotes are priced on (air 1:6000, LCL 1 m³ = 1,000 kg, road 1 m³ = 333 kg).
   * They are written in contracts/freight-basis.ts, because the server computes the same totals; change them there.
   */
  chargeableWeight: chargeableWeightBasis,
};

/**
 * The brand in one language: the facts above with the words that go with them (tagline, the postal address as
 * written for that language, opening hours, the grievance officer's name), from the language's catalogue.
 */
export default function siteContent(t: Translate) {
  const localized = {
    ...site,
    tagline: t("site.tagline"),
    description: t("site.description"),
    address: {
      ...site.address,
      mapImage: pagePicture(t, "contact.map", { ...site.address.mapImage, alt: t("site.address.mapImage.alt") }),
    },
    hours: { days: t("site.hours.days"), time: t("site.hours.time") },
    replyTime: t("site.replyTime"),
    grievanceOfficer: { ...site.grievanceOfficer, name: t("privacy.grievance.officer.name"), title: t("privacy.grievance.officer.title") },
  };
  return { site: localized };
}

export type Site = ReturnType<typeof siteContent>["site"];

/**
 * Whole years since the company was founded, for copy that states its age. Content is read on the
 * server, so this is the age when the page was prerendered or rendered; the spec's own counter
 * ("15+ years") stays as written.
 */
export function yearsInBusiness(now = new Date()) {
  return now.getFullYear() - site.founded;
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
