import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "ナビムンバイから世界へ。フォワーディング、通関、倉庫保管",
  description:
    "Tarang Global Logisticsは、インドの輸出入企業の貨物を運びます。ナビムンバイを拠点に、海上・航空のフォワーディング、通関、倉庫保管、陸上輸送、コンプライアンス支援を提供しています。",
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
      alt: "ナビムンバイ・ネルルの地図。シーウッズ駅近くの当社オフィスの位置を示しています",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "月曜〜土曜", time: "午前10時〜午後6時" },
  replyTime: "24時間",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "ミーラ・アイヤル", title: "苦情処理責任者", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
