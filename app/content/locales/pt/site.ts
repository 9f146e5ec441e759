import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "Agenciamento de cargas, desembaraço aduaneiro e armazenagem de Navi Mumbai para o mundo",
  description:
    "A Tarang Global Logistics movimenta cargas de exportadores e importadores indianos: agenciamento de cargas marítimas e aéreas, desembaraço aduaneiro, armazenagem, transporte rodoviário e suporte em conformidade regulatória a partir de Navi Mumbai.",
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
    // Kept as in English: it is a postal address that must work with the post and couriers.
    lines: ["Unit 804, Seawoods Trade Centre", "Plot 21, Sector 40, Nerul", "Navi Mumbai, Maharashtra 400706", "India"],
    mapImage: {
      src: "/media/contact/map.svg",
      alt: "Mapa de Nerul, em Navi Mumbai, indicando nosso escritório perto da estação Seawoods",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "De segunda a sábado", time: "das 10h às 18h" },
  replyTime: "24 horas",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "Meera Iyer", title: "Encarregada de Reclamações", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
