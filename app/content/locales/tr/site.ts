import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "Navi Mumbai'den dünyaya uluslararası taşıma organizasyonu, gümrükleme ve depolama",
  description:
    "Tarang Global Logistics, Hintli ihracatçı ve ithalatçıların yüklerini taşır: Navi Mumbai'den deniz ve hava yolu taşıma organizasyonu, gümrükleme, depolama, karayolu taşımacılığı ve mevzuata uyum desteği.",
  logo: {
    light: { src: "/media/brand/logo-light.svg", width: 220, height: 48 },
    dark: { src: "/media/brand/logo-dark.svg", width: 220, height: 48 },
    alt: "Tarang Global Logistics™",
  },
  shareImage: "/media/og/default.png",
  phone: { display: "+91 22 6971 2400", tel: "+912269712400" },
  whatsapp: "919820412400",
  email: "hello@taranglogistics.in",
  careersEmail: "careers@taranglogistics.in",
  address: {
    lines: ["Unit 804, Seawoods Trade Centre", "Plot 21, Sector 40, Nerul", "Navi Mumbai, Maharashtra 400706", "India"],
    mapImage: {
      src: "/media/contact/map.svg",
      alt: "Seawoods istasyonu yakınındaki ofisimizin işaretlendiği Nerul, Navi Mumbai haritası",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "Pazartesi–Cumartesi", time: "10:00–18:00" },
  replyTime: "24 saat",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "Meera Iyer", title: "Şikâyet Görevlisi", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
