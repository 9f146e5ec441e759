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
  tagline: "Spedizioni internazionali, dogana e magazzinaggio da Navi Mumbai verso il mondo",
  description:
    "Tarang Global Logistics trasporta merci per esportatori e importatori indiani: spedizioni internazionali via mare e via aerea, sdoganamento, magazzinaggio, trasporto su strada e assistenza alla conformità da Navi Mumbai.",
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
      alt: "Mappa di Nerul, Navi Mumbai, con indicato il nostro ufficio vicino alla stazione di Seawoods",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "Dal lunedì al sabato", time: "dalle 10:00 alle 18:00" },
  replyTime: "24 ore",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  /** Named under India's DPDP Act 2023 on the privacy page. */
  grievanceOfficer: { name: "Meera Iyer", title: "Responsabile dei reclami", email: "privacy@taranglogistics.in" },
  /**
   * The chargeable-weight ratios quotes are priced on (air 1:6000, LCL 1 m³ = 1,000 kg, road 1 m³ = 333 kg).
   * They are written in contracts/freight-basis.ts, because the server computes the same totals; change them there.
   */
  chargeableWeight: chargeableWeightBasis,
};
