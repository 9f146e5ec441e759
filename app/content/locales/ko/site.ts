import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "나비 뭄바이에서 세계로 잇는 포워딩, 통관, 창고 보관",
  description:
    "Tarang Global Logistics는 인도 수출입 기업의 화물을 운송합니다. 나비 뭄바이를 거점으로 해상·항공 포워딩, 통관, 창고 보관, 육상 운송, 규정 준수 지원을 제공합니다.",
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
      alt: "시우즈역 인근 저희 사무소 위치를 표시한 나비 뭄바이 네룰 지도",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "월요일~토요일", time: "오전 10시~오후 6시" },
  replyTime: "24시간",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "미라 아이어", title: "고충처리 책임자", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
