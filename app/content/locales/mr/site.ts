import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "नवी मुंबईतून जगभरात फ्रेट फॉरवर्डिंग, सीमाशुल्क आणि वेअरहाउसिंग",
  description:
    "Tarang Global Logistics भारतीय निर्यातदार आणि आयातदारांचा माल पोहोचवते: नवी मुंबईतून सागरी आणि हवाई फ्रेट फॉरवर्डिंग, सीमाशुल्क निकासी, वेअरहाउसिंग, रस्ते वाहतूक आणि नियमपालनासाठी सहाय्य.",
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
    lines: ["युनिट 804, सीवूड्स ट्रेड सेंटर", "प्लॉट 21, सेक्टर 40, नेरूळ", "नवी मुंबई, महाराष्ट्र 400706", "भारत"],
    mapImage: {
      src: "/media/contact/map.svg",
      alt: "सीवूड्स स्थानकाजवळील आमचे कार्यालय दाखवणारा नेरूळ, नवी मुंबईचा नकाशा",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "सोमवार ते शनिवार", time: "सकाळी 10:00 ते सायंकाळी 6:00" },
  replyTime: "24 तासांत",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "मीरा अय्यर", title: "तक्रार निवारण अधिकारी", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
