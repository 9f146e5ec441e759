import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "Экспедирование, таможенное оформление и складская логистика — из Нави-Мумбаи по всему миру",
  description:
    "Tarang Global Logistics перевозит грузы индийских экспортёров и импортёров: морское и авиаэкспедирование, таможенное оформление, складская логистика, автоперевозки и поддержка в соблюдении требований — из Нави-Мумбаи.",
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
    // Kept in Latin script: it is a postal address that must work on mail and with couriers.
    lines: ["Unit 804, Seawoods Trade Centre", "Plot 21, Sector 40, Nerul", "Navi Mumbai, Maharashtra 400706", "India"],
    mapImage: {
      src: "/media/contact/map.svg",
      alt: "Карта Нерула (Нави-Мумбаи) с отметкой нашего офиса рядом со станцией Сивудс",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "Понедельник — суббота", time: "10:00–18:00" },
  // Only ever shown after "в течение", hence the genitive.
  replyTime: "24 часов",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "Мира Айер", title: "Уполномоченный по рассмотрению жалоб", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
