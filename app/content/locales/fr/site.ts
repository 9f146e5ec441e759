import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "Transit international, douane et entreposage, de Navi Mumbai vers le monde entier",
  description:
    "Tarang Global Logistics achemine les marchandises des exportateurs et importateurs indiens : transit international maritime et aérien, dédouanement, entreposage, transport routier et accompagnement réglementaire depuis Navi Mumbai.",
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
      alt: "Plan de Nerul, Navi Mumbai, indiquant nos bureaux près de la gare de Seawoods",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "Du lundi au samedi", time: "de 10 h à 18 h" },
  replyTime: "24 heures",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "Meera Iyer", title: "Responsable des réclamations", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
