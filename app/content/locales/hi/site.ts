import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "नवी मुंबई से दुनिया तक फ्रेट फॉरवर्डिंग, सीमा शुल्क निकासी और वेयरहाउसिंग",
  description:
    "Tarang Global Logistics भारतीय निर्यातकों और आयातकों का माल पहुँचाती है: नवी मुंबई से समुद्री और हवाई फ्रेट फॉरवर्डिंग, सीमा शुल्क निकासी, वेयरहाउसिंग, सड़क परिवहन और अनुपालन सहायता।",
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
      alt: "नेरुल, नवी मुंबई का नक्शा, जिसमें सीवुड्स स्टेशन के पास हमारा ऑफ़िस चिह्नित है",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "सोमवार से शनिवार", time: "सुबह 10:00 से शाम 6:00 बजे तक" },
  replyTime: "24 घंटे",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "मीरा अय्यर", title: "शिकायत अधिकारी", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
