import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "నవీ ముంబై నుంచి ప్రపంచానికి ఫ్రైట్ ఫార్వర్డింగ్, కస్టమ్స్, వేర్‌హౌసింగ్",
  description:
    "Tarang Global Logistics భారతీయ ఎగుమతిదారులు, దిగుమతిదారుల సరుకును రవాణా చేస్తుంది: నవీ ముంబై నుంచి సముద్ర, వాయు మార్గాల్లో ఫ్రైట్ ఫార్వర్డింగ్, కస్టమ్స్ క్లియరెన్స్, వేర్‌హౌసింగ్, రోడ్డు రవాణా, నిబంధనల పాటింపులో సహకారం.",
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
    lines: ["యూనిట్ 804, సీవుడ్స్ ట్రేడ్ సెంటర్", "ప్లాట్ 21, సెక్టార్ 40, నేరూల్", "నవీ ముంబై, మహారాష్ట్ర 400706", "భారతదేశం"],
    mapImage: {
      src: "/media/contact/map.svg",
      alt: "సీవుడ్స్ స్టేషన్ సమీపంలోని మా కార్యాలయాన్ని గుర్తిస్తూ నవీ ముంబైలోని నేరూల్ మ్యాప్",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "సోమవారం నుంచి శనివారం వరకు", time: "ఉదయం 10:00 నుంచి సాయంత్రం 6:00 వరకు" },
  replyTime: "24 గంటల్లో",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "మీరా అయ్యర్", title: "ఫిర్యాదుల పరిష్కార అధికారి", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
