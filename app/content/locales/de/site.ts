import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

/**
 * Everything brand-specific, in one place: a deployer rebrands the site by
 * editing this file (and the artwork it points at). The company is fictional.
 */
export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "Spedition, Zollabfertigung und Lagerlogistik – von Navi Mumbai in die ganze Welt",
  description:
    "Tarang Global Logistics befördert Fracht für indische Exporteure und Importeure: See- und Luftfrachtspedition, Zollabfertigung, Lagerlogistik, Straßentransport und Compliance-Unterstützung aus Navi Mumbai.",
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
  email: "hello@taranglogistics.in",
  careersEmail: "careers@taranglogistics.in",
  address: {
    lines: ["Unit 804, Seawoods Trade Centre", "Plot 21, Sector 40, Nerul", "Navi Mumbai, Maharashtra 400706", "India"],
    mapImage: {
      src: "/media/contact/map.svg",
      alt: "Karte von Nerul, Navi Mumbai, mit unserem Büro in der Nähe des Bahnhofs Seawoods",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "Montag bis Samstag", time: "10:00 bis 18:00 Uhr" },
  replyTime: "24 Stunden",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  /** Named under India's DPDP Act 2023 on the privacy page. */
  grievanceOfficer: { name: "Meera Iyer", title: "Beschwerdebeauftragte", email: "privacy@taranglogistics.in" },
  /**
   * The chargeable-weight ratios quotes are priced on (air 1:6000, LCL 1 m³ = 1,000 kg, road 1 m³ = 333 kg).
   * They are written in contracts/freight-basis.ts, because the server computes the same totals; change them there.
   */
  chargeableWeight: chargeableWeightBasis,
};
